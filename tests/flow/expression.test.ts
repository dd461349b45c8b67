import { describe, expect, it } from 'vitest';
import { evaluate, ExpressionError, holds } from '../../mock-server/flow/expression';

const vars = { days: 5, pass: true, name: '张三', flag: 'ok', off: false };

describe('condition expressions', () => {
  it.each([
    ['${days > 3}', true],
    ['${days <= 3}', false],
    ['${pass}', true],
    ['${!pass}', false],
    ['${pass && days > 3}', true],
    ['${off || days == 5}', true],
    ["${flag == 'ok'}", true],
    ['${name != "张三"}', false],
    ['${not off and days ge 5}', true],
    ['${(days > 10 || pass) && !off}', true],
    ['${days == "5"}', true],
  ])('%s is %s', (expression, expected) => {
    expect(holds(expression, vars)).toBe(expected);
  });

  it.each([
    ['${unknown > 1}'],
    ['${days > }'],
    ['${days; alert(1)}'],
    ['${constructor.constructor("x")()}'],
    ['${(days > 1}'],
  ])('refuses %s', (expression) => {
    expect(() => evaluate(expression, vars)).toThrow(ExpressionError);
  });
});
