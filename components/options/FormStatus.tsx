import { TechnicalDetail } from '@/components/menu/PanelMessage';

/**
 * `technicalDetail`: the reader's, the service's or a caught error's own words, shown folded under
 * the sentence (a success may have them too: saved, but not confirmed).
 */
export type Feedback = { tone: 'ok' | 'problem'; text: string; technicalDetail?: string } | null;

/**
 * Live regions that exist before anything is said in them (so screen readers announce changes):
 * successes politely, problems assertively.
 */
export function FormStatus({ feedback, id }: { feedback: Feedback; id?: string }) {
  return (
    <div class="options-feedback">
      {/* `id`: what a field's aria-describedby names, the sentences without the details control. */}
      <div id={id}>
        <p role="status" class="options-ok">
          {feedback?.tone === 'ok' ? feedback.text : ''}
        </p>
        <p role="alert" class="options-problem">
          {feedback?.tone === 'problem' ? feedback.text : ''}
        </p>
      </div>
      <TechnicalDetail class="options-technical-detail" text={feedback?.technicalDetail} />
    </div>
  );
}
