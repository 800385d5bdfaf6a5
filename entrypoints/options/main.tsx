import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { createOptionsBackend } from '@/lib/options/options-port';
import '@/components/options/options.css';

function mount(): void {
  const root = document.getElementById('app');
  if (root) render(<OptionsApp backend={createOptionsBackend()} />, root);
}

mount();
