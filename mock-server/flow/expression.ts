/**
 * A tiny evaluator for the UEL conditions of sequence flows (`${days > 3}`, `${pass}`,
 * `${!pass && days <= 3}`), so that text from a deployed file is never run as code. It knows
 * numbers, strings in single or double quotes, true, false, null, variable names, parentheses,
 * !, not, the comparisons == != < <= > >= (and JUEL's eq ne lt le gt ge), && || (and, or).
 * Anything else is refused with an ExpressionError.
 */
export type Value = string | number | boolean | null;

export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
}

type Token = { kind: 'value'; value: Value } | { kind: 'name'; name: string } | { kind: 'op'; op: string };

const WORD_OPS: Record<string, string> = { and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' };
const SYMBOLS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) { i += space[0].length; continue; }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) { tokens.push({ kind: 'value', value: Number(number[0]) }); i += number[0].length; continue; }
    const quoted = /^(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/.exec(rest);
    if (quoted) {
      tokens.push({ kind: 'value', value: (quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1') });
      i += quoted[0].length;
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(rest);
    if (word) {
      const name = word[0];
      if (name in WORD_OPS) tokens.push({ kind: 'op', op: WORD_OPS[name]! });
      else if (name === 'true' || name === 'false') tokens.push({ kind: 'value', value: name === 'true' });
      else if (name === 'null') tokens.push({ kind: 'value', value: null });
      else tokens.push({ kind: 'name', name });
      i += name.length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => rest.startsWith(s));
    if (!symbol) throw new ExpressionError(`表达式无法识别: ${text}`);
    tokens.push({ kind: 'op', op: symbol });
    i += symbol.length;
  }
  return tokens;
}

const truthy = (value: Value): boolean => value === true || value === 'true';

function compare(op: string, left: Value, right: Value): boolean {
  if (op === '==' || op === '!=') {
    // UEL coerces a number compared with a numeric string, as `${days == '3'}` expects.
    const same = typeof left === 'number' || typeof right === 'number' ? Number(left) === Number(right) : String(left) === String(right);
    return op === '==' ? same : !same;
  }
  const numeric = typeof left === 'number' || typeof right === 'number';
  const a = numeric ? Number(left) : String(left);
  const b = numeric ? Number(right) : String(right);
  if (numeric && (Number.isNaN(a) || Number.isNaN(b))) throw new ExpressionError('表达式比较的值不是数字');
  switch (op) {
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    default: return a >= b;
  }
}

/** Recursive descent over: or := and ('||' and)*; and := cmp ('&&' cmp)*; cmp := unary (op unary)?; unary := '!' unary | atom. */
function evaluateTokens(tokens: Token[], variables: Readonly<Record<string, Value>>): Value {
  let at = 0;
  const peekOp = () => { const t = tokens[at]; return t?.kind === 'op' ? t.op : undefined; };
  const expectOp = (op: string) => {
    if (peekOp() !== op) throw new ExpressionError(`表达式缺少 ${op}`);
    at++;
  };
  const atom = (): Value => {
    const token = tokens[at++];
    if (!token) throw new ExpressionError('表达式不完整');
    if (token.kind === 'value') return token.value;
    if (token.kind === 'name') {
      if (!Object.hasOwn(variables, token.name)) throw new ExpressionError(`表达式中的变量不存在: ${token.name}`);
      return variables[token.name] ?? null;
    }
    if (token.op === '(') {
      const inner = or();
      expectOp(')');
      return inner;
    }
    throw new ExpressionError(`表达式中意外的 ${token.op}`);
  };
  const unary = (): Value => {
    if (peekOp() === '!') { at++; return !truthy(unary()); }
    return atom();
  };
  const comparison = (): Value => {
    const left = unary();
    const op = peekOp();
    if (op && ['==', '!=', '<', '<=', '>', '>='].includes(op)) { at++; return compare(op, left, unary()); }
    return left;
  };
  const and = (): Value => {
    let value = comparison();
    while (peekOp() === '&&') { at++; const right = comparison(); value = truthy(value) && truthy(right); }
    return value;
  };
  const or = (): Value => {
    let value = and();
    while (peekOp() === '||') { at++; const right = and(); value = truthy(value) || truthy(right); }
    return value;
  };
  const value = or();
  if (at < tokens.length) throw new ExpressionError('表达式有多余的内容');
  return value;
}

/** The text inside `${…}` or `#{…}`, or the whole text when it is not wrapped. */
export function unwrap(expression: string): string {
  const m = /^\s*[$#]\{([\s\S]*)\}\s*$/.exec(expression);
  return m ? m[1]! : expression;
}

export function evaluate(expression: string, variables: Readonly<Record<string, Value>>): Value {
  return evaluateTokens(tokenize(unwrap(expression)), variables);
}

/** A condition's verdict: true only for boolean true (or the text 'true'). */
export function holds(expression: string, variables: Readonly<Record<string, Value>>): boolean {
  return truthy(evaluate(expression, variables));
}
