import { nativeExtensionApi } from '../native-extension-api';

// The content script runs on every Maps page: no webextension-polyfill (native-extension-api.ts).

type MessageListener = (message: unknown, sender: unknown, sendResponse: (answer: unknown) => void) => void;

export interface ContentExtensionApi {
  runtime: {
    id?: string;
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: {
      addListener(listener: MessageListener): void;
      removeListener(listener: MessageListener): void;
    };
  };
  storage: {
    sync: {
      get(key: string): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
  };
}

export function extensionApi(): ContentExtensionApi {
  return nativeExtensionApi<ContentExtensionApi>();
}
