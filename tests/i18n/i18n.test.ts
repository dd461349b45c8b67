import { afterEach, describe, expect, it } from 'vitest';
import { language, setLanguage, t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/palette/messages';
import { menuLabel } from '../../src/core/menu-label';

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

  it('names the language shown in <html lang>', () => {
    expect(document.documentElement.lang).toBe('zh-CN');
    setLanguage('en');
    expect(document.documentElement.lang).toBe('en-US');
    setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('picks the plural form a count needs in each language', () => {
    expect(t('palette.count', { count: 1 })).toBe('共 1 项');
    setLanguage('en');
    expect(t('palette.count', { count: 1 })).toBe('1 item');
    expect(t('palette.count', { count: 0 })).toBe('0 items');
    expect(t('palette.count', { count: 5 })).toBe('5 items');
  });
});
