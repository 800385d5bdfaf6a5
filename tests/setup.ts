import 'fake-indexeddb/auto';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useCatalogue } from '@/lib/i18n/messages';
import english from '@/locales/en.json';

beforeEach(() => {
  fakeBrowser.reset();
  // Every suite speaks English unless it puts another catalogue in use.
  useCatalogue('en', english);
});
