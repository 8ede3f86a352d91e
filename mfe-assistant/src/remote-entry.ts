// Everything this remote exposes (see module-federation.config.js): expose `./X` is the export `X`.
import type { ExposedProps } from '@fairway/contracts';
import { type ComponentType, lazy } from 'react';

export const ChatWidget: ComponentType<ExposedProps<'assistant', 'ChatWidget'>> = lazy(() =>
  import('./features/chat/components/chat-widget').then((module) => ({ default: module.ChatWidget })),
);
