import { companyFormSchema, emailFormSchema, handbookFormSchema, networkFormSchema, themeFormSchema } from '@/lib/app-settings/forms';
import { fullHexColour, parseAddressList } from '@/lib/app-settings/limits';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('application settings forms', () => {
  it('theme colours follow the hash_color rule: 3 or 6 hex digits, else “This is invalid”', () => {
    const ok = { menu_background_color: '#abc', menu_text_color: '#FFFFFF', button_background_link_color: '#12AB9f', button_text_color: '#000' };
    expect(themeFormSchema.safeParse(ok).success).toBe(true);
    expect(messages(themeFormSchema.safeParse({ ...ok, menu_background_color: '#abcd', menu_text_color: 'red', button_text_color: '' }))).toEqual({
      menu_background_color: 'This is invalid',
      menu_text_color: 'This is invalid',
      button_text_color: 'This is a required field',
    });
  });

  it('network addresses follow the ipv4 rule, empty meaning anywhere', () => {
    expect(networkFormSchema.safeParse({ ip_addresses: '' }).success).toBe(true);
    expect(networkFormSchema.safeParse({ ip_addresses: '10.0.0.1, 192.168.1.20' }).success).toBe(true);
    expect(messages(networkFormSchema.safeParse({ ip_addresses: '10.0.0.1, 256.1.1.1' }))).toEqual({ ip_addresses: 'Incorrect IP address(es)' });
    expect(parseAddressList('10.0.0.1 10.0.0.1,,10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(parseAddressList('10.0.0')).toBeNull();
  });

  it('company, e-mail and handbook addresses are web addresses; optional ones may be empty', () => {
    expect(companyFormSchema.safeParse({ title: 'Northwind', website_url: '', country_id: '' }).success).toBe(true);
    expect(messages(companyFormSchema.safeParse({ title: ' ', website_url: 'northwind', country_id: '' }))).toEqual({
      title: 'This is a required field',
      website_url: 'Please provide a valid URL',
    });
    expect(emailFormSchema.safeParse({ subject_prefix: '', email_logo_url: 'https://northwind.example/logo.png' }).success).toBe(true);
    expect(messages(handbookFormSchema.safeParse({ handbook_url: '' }))).toEqual({ handbook_url: 'This is a required field' });
  });

  it('writes colours out in full', () => {
    expect(fullHexColour('#a0c')).toBe('#AA00CC');
    expect(fullHexColour('#12ab9f')).toBe('#12AB9F');
  });
});
