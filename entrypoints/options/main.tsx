import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { createOptionsPort } from '@/lib/options/options-port';
import { isWelcomeHash } from '@/lib/options/welcome';
import '@/components/options/options.css';
import '@/components/welcome/welcome.css';

function mount(): void {
  const root = document.getElementById('app');
  // The page the worker opens after the install (options.html#welcome).
  const welcome = isWelcomeHash(location.hash);
  if (welcome) document.title = 'Welcome to Menu on Maps';
  if (root) render(<OptionsApp port={createOptionsPort()} welcome={welcome} />, root);
}

mount();
