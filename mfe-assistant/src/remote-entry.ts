// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
// Each page's chunk is named after its expose, so mf-manifest.json lists exactly its files under it (the
// shell's first paint preloads them from there).
import type { ExposedProps } from '@fairway/contracts';
import { type LazyPage, lazyPage } from '@fairway/ui/lazy-page';

export const ChatWidget: LazyPage<ExposedProps<'assistant', 'ChatWidget'>> = lazyPage(() =>
  import(/* webpackChunkName: "ChatWidget" */ './features/chat/components/chat-widget').then((module) => module.ChatWidget),
);
