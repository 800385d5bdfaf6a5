import { t } from '@/lib/i18n/messages';
import type { MessageActionKind, MessageContent } from '@/lib/messages/view';

interface PanelMessageProps {
  content: MessageContent;
  /** 'state' fills the panel with a heading; 'notice' is a banner above a saved menu. */
  variant: 'state' | 'notice';
  /** Runs the message's button; only messages without one may omit it. */
  onAction?(does: MessageActionKind): void;
  /** The lookups left in words, shown beside a button that bills, when a monthly figure is known. */
  left?: string;
}

export function PanelMessage({ content, variant, onAction, left }: PanelMessageProps) {
  const { title, detail, action, tone } = content;
  return (
    <div class={`mom-${variant} mom-${variant}--${tone}`}>
      <div role="status">
        {variant === 'state' ? (
          <h3 class="mom-state-title">{title}</h3>
        ) : (
          <strong class="mom-notice-title">{title}</strong>
        )}
        {detail && <p class={`mom-${variant}-detail`}>{detail}</p>}
      </div>
      <TechnicalDetail class="mom-technical-detail" text={content.technicalDetail} />
      {action && (
        <div class="mom-actions">
          <button type="button" class="mom-button" onClick={() => onAction?.(action.does)}>
            {action.label}
          </button>
          {action.does === 'lookup' && left && <span class="mom-left">{left}</span>}
        </div>
      )}
    </div>
  );
}

/**
 * The reader's, the service's or a caught error's own words about a failure (English, not the
 * catalogue's), folded under "Technical details" beside the sentence that says what happened in the
 * user's language; nothing when there are none or they are blank. Put it outside live regions: a control inside one
 * would be read out with every message.
 */
export function TechnicalDetail({ text, class: className }: { text?: string | null; class: string }) {
  if (!text?.trim()) return null;
  return (
    <details class={className}>
      <summary>{t('common.technicalDetails')}</summary>
      <p dir="auto">{text}</p>
    </details>
  );
}
