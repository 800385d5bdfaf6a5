import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { createOptionsPort } from '@/lib/options/options-port';
import '@/components/options/options.css';

function mount(): void {
  const root = document.getElementById('app');
  if (root) render(<OptionsApp port={createOptionsPort()} />, root);
}

mount();
