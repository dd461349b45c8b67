import { afterEach, describe, expect, it } from 'vitest';
import { language, setLanguage, t } from '../../src/i18n';
import '../../src/i18n/common';
import { menuLabel } from '../../src/i18n/menu-label';

afterEach(() => setLanguage('zh'));

describe('i18n', () => {
  it('speaks Chinese by default and English on request, stored locally', () => {
    expect(language.current).toBe('zh');
    expect(t('message.unknownError')).toBe('未知错误');
    setLanguage('en');
    expect(t('message.unknownError')).toBe('Unknown error');
  });

  it('stores the choice under the site key prefix', async () => {
    setLanguage('en');
    await new Promise((r) => setTimeout(r));
    expect(localStorage.getItem('saber-language')).toBe('"en"');
  });

  it('names menus by the server in Chinese and by code in English', () => {
    const menu = { code: 'param', name: '参数管理' };
    expect(menuLabel(menu)).toBe('参数管理');
    setLanguage('en');
    expect(menuLabel(menu)).not.toBe('参数管理');
  });
});
