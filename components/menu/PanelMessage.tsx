import type { MessageContent } from '@/lib/format/outcome-wording';

interface PanelMessageProps {
  content: MessageContent;
  /** 'state' fills the panel with a heading; 'notice' is a banner above a saved menu. */
  variant: 'state' | 'notice';
}

export function PanelMessage({ content, variant }: PanelMessageProps) {
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
      {action && (
        <button type="button" class="mom-button" onClick={() => action.onClick()}>
          {action.label}
        </button>
      )}
    </div>
  );
}
