import type { ThemeClass } from '@/lib/auth/schemas';
import { DEFAULT_THEME_CLASS } from '@/lib/constants';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const safe = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

/** The tenant's theme_class as CSS variables over the spec defaults (globals.css). */
export function themeVariables(theme: Partial<ThemeClass> | undefined): React.CSSProperties {
  return {
    '--theme-menu-background': safe(theme?.menu_background_color, DEFAULT_THEME_CLASS.menu_background_color),
    '--theme-menu-text': safe(theme?.menu_text_color, DEFAULT_THEME_CLASS.menu_text_color),
    '--theme-button-background': safe(theme?.button_background_link_color, DEFAULT_THEME_CLASS.button_background_link_color),
    '--theme-button-text': safe(theme?.button_text_color, DEFAULT_THEME_CLASS.button_text_color),
  } as React.CSSProperties;
}
