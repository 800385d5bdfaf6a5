import { useEffect, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from './FormStatus';

export const EXPORT_FILE_NAME = 'menu-on-maps-saved-menus.json';

/** Exports the saved menus as a JSON file through a Blob URL and an `<a download>`. */
export function ExportCache({ port }: { port: OptionsPort }) {
  const [url, setUrl] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (url === null) return;
    link.current?.click();
    return () => port.revokeDownloadUrl(url);
  }, [port, url]);

  const run = () => {
    setFeedback(null);
    port.exportCache().then(
      (json) => {
        setUrl(port.createDownloadUrl(json));
        setFeedback({ tone: 'ok', text: t('options.exportReady') });
      },
      (error: unknown) =>
        setFeedback({
          tone: 'problem',
          text: t('options.exportFailed', { problem: caughtMessage(error) }),
        }),
    );
  };

  return (
    <div class="options-export">
      <button type="button" class="options-button" onClick={run}>
        {t('options.export')}
      </button>
      {url && (
        // A Blob URL this page created (not an outside link): the file download.
        <a ref={link} href={url} download={EXPORT_FILE_NAME} class="options-link">
          {t('options.downloadAgain', { file: EXPORT_FILE_NAME })}
        </a>
      )}
      <FormStatus feedback={feedback} />
    </div>
  );
}
