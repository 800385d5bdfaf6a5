import { render } from 'preact';
import { PopupApp } from '../../components/popup/PopupApp';
import { createPopupBackend } from '../../lib/popup/backend';
import '../../components/menu-panel.css';
import '../../components/popup/popup.css';

function mount(): void {
  const root = document.getElementById('app');
  if (root) render(<PopupApp backend={createPopupBackend(window.location.search)} />, root);
}

mount();
