import type { ThemeClass } from '@/lib/auth/schemas';
import { DEFAULT_THEME_CLASS } from '@/lib/constants';
import { readableText } from '@/lib/theme';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const safe = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** The tenant's theme_class as CSS variables over the spec defaults (globals.css), with legible text. */
export function themeVariables(theme: Partial<ThemeClass> | undefined): React.CSSProperties {
  const menuBackground = safe(theme?.menu_background_color, DEFAULT_THEME_CLASS.menu_background_color);
  const buttonBackground = safe(theme?.button_background_link_color, DEFAULT_THEME_CLASS.button_background_link_color);
  return {
    '--theme-menu-background': menuBackground,
    '--theme-menu-text': readableText(menuBackground, safe(theme?.menu_text_color, DEFAULT_THEME_CLASS.menu_text_color)),
    '--theme-button-background': buttonBackground,
    '--theme-button-text': readableText(buttonBackground, safe(theme?.button_text_color, DEFAULT_THEME_CLASS.button_text_color)),
  } as React.CSSProperties;
}
