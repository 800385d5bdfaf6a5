// Budget: toolbar popup open → menu (BENCHMARKS.md, "Toolbar popup open → menu rendered"): one fetch less before its first request.
import { addViteConfig, defineWxtModule } from 'wxt/modules';

// The popup runs one classic script (entrypoints/popup-script/): a module graph costs the popup
// extra fetches before its first request to the worker can leave. WXT prepends a module that loads
// its runtime plugins to every page; we register none, so on the popup it would only be one more.
export default defineWxtModule({
  name: 'menu-on-maps:popup-without-plugin-loader',
  setup(wxt) {
    addViteConfig(wxt, () => ({
      plugins: [
        {
          name: 'menu-on-maps:popup-without-plugin-loader',
          enforce: 'post', // after WXT's own transform adds the loader
          apply: 'build',
          transformIndexHtml: {
            order: 'pre',
            handler: (html, { filename }) =>
              filename.endsWith('popup/index.html')
                ? html.replace(/<script[^>]*src="virtual:wxt-html-plugins"[^>]*><\/script>/, '')
                : html,
          },
        },
      ],
    }));
  },
});
