import type { ThemeConfig } from 'antd';
import { fontFamily, palette } from './palette';

/** The one antd theme of every app; antd is not federated, so each app passes this to its own ConfigProvider. */
export const fairwayTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.fairway600,
    colorInfo: palette.fairway600,
    // Hover and press go darker, not lighter: antd's lighter hover green gives white text under 4.5:1.
    colorPrimaryHover: palette.fairway700,
    colorPrimaryActive: palette.fairway800,
    colorSuccess: palette.fairway500,
    colorWarning: palette.gold,
    colorError: palette.danger,
    colorLink: palette.fairway700,
    colorText: palette.ink,
    colorTextSecondary: palette.inkMuted,
    // antd's defaults for these are translucent greys below WCAG AA contrast on white.
    colorTextTertiary: palette.inkMuted,
    colorTextDescription: palette.inkMuted,
    colorTextPlaceholder: palette.inkMuted,
    colorBorder: palette.line,
    colorBgLayout: palette.page,
    fontFamily,
    fontSize: 15,
    borderRadius: 10,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Card: { headerFontSize: 17 },
    Tag: { defaultBg: palette.fairway50 },
  },
};
