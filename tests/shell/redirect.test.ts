import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget } from '../../src/shell/redirect';

describe('where the login page goes afterwards', () => {
  it('keeps a path of the console with its query', () => {
    const search = loginPath('/run/crud.param.add?paramName=a&paramKey=b').split('?')[1]!;
    expect(redirectTarget(search)).toBe('/run/crud.param.add?paramName=a&paramKey=b');
    expect(loginPath('/wel/index')).toBe('/login');
  });

  it('refuses anything that would leave the console or loop back to the login page', () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'system/post', '/login?redirect=/x', '']) {
      expect(redirectTarget(new URLSearchParams({ redirect: target }).toString()), target).toBeNull();
    }
    expect(redirectTarget('')).toBeNull();
  });
});
