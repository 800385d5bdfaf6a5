import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { caughtMessage } from '@/lib/format/error-text';
import { t } from '@/lib/i18n/messages';
import type { PlaceListSummary } from '@/lib/messages/protocol';
import type { OptionsPort } from '@/lib/options/options-port';
import { type Feedback, FormStatus } from '../FormStatus';

export const EXPORT_FILE_NAME = 'menu-on-maps-saved-menus.json';
export const LIST_FILE_NAME = 'menu-on-maps-list.json';

/**
 * Exports the saved menus and lists, or one list with its places' menus (to move a trip to another
 * device), as a JSON file through a Blob URL and an `<a download>`.
 */
export function ExportCache({ port }: { port: OptionsPort }) {
  const [url, setUrl] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [lists, setLists] = useState<PlaceListSummary[]>([]);
  const [listId, setListId] = useState('');
  const link = useRef<HTMLAnchorElement>(null);
  const choiceId = useId();

  useEffect(() => {
    let live = true;
    port.placeLists().then(
      (found) => live && setLists(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [port]);

  useEffect(() => {
    if (url === null) return;
    link.current?.click();
    return () => port.revokeDownloadUrl(url);
  }, [port, url]);

  const run = () => {
    setFeedback(null);
    port.exportCache(listId === '' ? undefined : listId).then(
      (json) => {
        setUrl(port.createDownloadUrl(json));
        setFeedback({ tone: 'ok', text: t('options.exportReady') });
      },
      (error: unknown) =>
        setFeedback({
          tone: 'problem',
          text: t('options.exportFailed'),
          technicalDetail: caughtMessage(error),
        }),
    );
  };

  const fileName = listId === '' ? EXPORT_FILE_NAME : LIST_FILE_NAME;
  return (
    <div class="options-export">
      {lists.length > 0 && (
        <p class="options-export-choice">
          <label for={choiceId}>{t('options.export.what')}</label>{' '}
          <select id={choiceId} value={listId} onChange={(event) => setListId(event.currentTarget.value)}>
            <option value="">{t('options.export.everything')}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {t('options.export.list', {
                  name: list.name,
                  places: t('count.places', { count: list.places }),
                })}
              </option>
            ))}
          </select>
        </p>
      )}
      <button type="button" class="options-button" onClick={run}>
        {t('options.export')}
      </button>
      {url && (
        // A Blob URL this page created (not an outside link): the file download.
        <a ref={link} href={url} download={fileName} class="options-link">
          {t('options.downloadAgain', { file: fileName })}
        </a>
      )}
      <FormStatus feedback={feedback} />
    </div>
  );
}
