import type { Page } from 'playwright-core';

/**
 * Chooses a file named `name` holding `text` in the page's file input `selector`, as the user does
 * from the picker: the input's files set and its change sent (a picker cannot be driven headless).
 */
export async function chooseFile(
  page: Pick<Page, 'evaluate'>,
  selector: string,
  name: string,
  text: string,
): Promise<void> {
  await page.evaluate(
    ({ selector, name, text }) => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (!input) throw new Error(`no file input ${selector}`);
      const files = new DataTransfer();
      files.items.add(new File([text], name, { type: 'application/json' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { selector, name, text },
  );
}

/** The options page's file input for a trip file (components/options/saved/ImportFile.tsx). */
export const IMPORT_INPUT = '.options-import input[type="file"]';
