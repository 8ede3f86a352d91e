import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { fairwayTheme } from './fairway-theme';

export function FairwayThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={fairwayTheme}>{children}</ConfigProvider>;
}
