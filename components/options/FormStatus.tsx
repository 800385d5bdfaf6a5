import { TechnicalDetail } from '@/components/menu/PanelMessage';

/** `technicalDetail`: the reader's or the service's own words, shown folded under the sentence. */
export type Feedback =
  | { tone: 'ok'; text: string }
  | { tone: 'problem'; text: string; technicalDetail?: string }
  | null;

/**
 * Live regions that exist before anything is said in them (so screen readers announce changes):
 * successes politely, problems assertively.
 */
export function FormStatus({ feedback, id }: { feedback: Feedback; id?: string }) {
  return (
    <div id={id} class="options-feedback">
      <p role="status" class="options-ok">
        {feedback?.tone === 'ok' ? feedback.text : ''}
      </p>
      <p role="alert" class="options-problem">
        {feedback?.tone === 'problem' ? feedback.text : ''}
      </p>
      {feedback?.tone === 'problem' && feedback.technicalDetail && (
        <TechnicalDetail class="options-technical-detail" text={feedback.technicalDetail} />
      )}
    </div>
  );
}
