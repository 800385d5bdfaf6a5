import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { createOptionsPort } from '@/lib/options/options-port';
import { WELCOME_HASH } from '@/lib/options/welcome';
import '@/components/options/options.css';
import '@/components/welcome/welcome.css';
import { t } from '@/lib/i18n/messages';
import { renderInPageLanguage } from '@/lib/i18n/page-language';

function mount(): void {
  const root = document.getElementById('app');
  // The page the worker opens after the install (options.html#welcome).
  const welcome = location.hash === WELCOME_HASH;
  const port = createOptionsPort();
  void renderInPageLanguage((language) => {
    document.title = welcome ? t('welcome.title') : t('options.title');
    if (root) render(<OptionsApp key={language} port={port} welcome={welcome} />, root);
  });
}

mount();
