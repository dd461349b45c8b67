import { beforeAll, describe, expect, it } from 'vitest';
import { loadPinyin } from '../../src/palette/pinyin';
import { createSearcher, matchTier, normalizeQuery, rank, Tier } from '../../src/palette/rank';
import { prepareEntry } from '../../src/palette/search-entry';

const entry = (...texts: string[]) => prepareEntry(texts);

describe('matchTier', () => {
  it('tells field prefix, word prefix and fuzzy (subsequence) apart, case-insensitively', () => {
    const e = entry('Delete selected rows', '删除选中行', 'crud.user.delete');
    expect(matchTier(e, 'del')).toBe(Tier.prefix);
    expect(matchTier(e, 'sel')).toBe(Tier.wordPrefix);
    expect(matchTier(e, 'user')).toBe(Tier.wordPrefix);
    expect(matchTier(e, 'dsr')).toBe(Tier.fuzzy);
    expect(matchTier(e, 'xyz')).toBe(-1);
    expect(matchTier(e, normalizeQuery('  DELETE   Sel '))).toBe(Tier.prefix);
  });

  it('matches Chinese by characters', () => {
    const e = entry('删除选中行');
    expect(matchTier(e, '删除')).toBe(Tier.prefix);
    expect(matchTier(e, '选中')).toBe(Tier.fuzzy);
    expect(matchTier(e, '删行')).toBe(Tier.fuzzy);
    expect(matchTier(e, '行删')).toBe(-1);
  });

  it('tells the tiers of a single Chinese character apart', () => {
    const e = entry('参数管理 · 新增');
    expect(matchTier(e, '参')).toBe(Tier.prefix);
    expect(matchTier(e, '新')).toBe(Tier.wordPrefix);
    expect(matchTier(e, '数')).toBe(Tier.fuzzy);
    expect(matchTier(e, '删')).toBe(-1);
  });

  it('does not let a subsequence run across two fields', () => {
    expect(matchTier(entry('ab', 'cd'), 'bc')).toBe(-1);
  });
});

describe('rank', () => {
  const entries = [
    entry('Model editor', '模型编辑'), // 0: fuzzy for "del" (substring)
    entry('Open delete log', '打开删除日志'), // 1: word prefix
    entry('Delete user', '删除用户'), // 2: prefix
    entry('Dump list', '部门列表', 'dx.e.l'), // 3: fuzzy d-e-l
    entry('Delete role', '删除角色'), // 4: prefix
    entry('Users', '用户'), // 5: no match
  ];

  it('puts prefix matches first, then word prefixes, then fuzzy matches, stable within each', () => {
    expect(rank(entries, 'del').top).toEqual([2, 4, 1, 0, 3]);
  });

  it('breaks ties by frecency, but never above a better match', () => {
    const score = (i: number) => ({ 4: 5, 3: 9, 0: 1 })[i] ?? 0;
    expect(rank(entries, 'del', { score }).top).toEqual([4, 2, 1, 3, 0]);
  });

  it('puts boosted entries (row actions while rows are selected) first among equal matches', () => {
    const boost = (i: number) => i === 4 || i === 3;
    expect(rank(entries, 'del', { boost }).top).toEqual([4, 2, 1, 3, 0]);
  });

  it('matches either language, keywords and ids', () => {
    expect(rank(entries, '删除').top).toEqual([2, 4, 1]);
    expect(rank(entries, '用户').top).toEqual([5, 2]);
    expect(rank(entries, 'dx').top).toEqual([3]);
  });

  it('returns at most `limit`, and every match for narrowing', () => {
    const ranked = rank(entries, 'del', { limit: 2 });
    expect(ranked.top).toEqual([2, 4]);
    expect([...ranked.matches]).toEqual([0, 1, 2, 3, 4]);
  });

  it('matches nothing on an empty query', () => {
    expect(rank(entries, '   ').top).toEqual([]);
  });
});

describe('createSearcher', () => {
  it('gives the same answers as a full scan while narrowing and backspacing', () => {
    const words = ['Delete', 'Dept', 'Model', 'Open', 'user', 'role', '删除', '用户', '部门', '模型', 'list', 'editor'];
    const many = Array.from({ length: 500 }, (_, i) => entry(`${words[i % 12]} ${words[(i * 7) % 12]} ${i}`, `${words[(i * 5) % 12]}${words[(i * 3) % 12]}`));
    const score = (i: number) => (i % 17 === 0 ? i : 0);
    const searcher = createSearcher(many, { limit: 50, score });
    for (const q of ['d', 'de', 'del', 'dele', 'del', 'de', 'd', '删', '删除', '删除用', 'user r', 'user ro', 'u']) {
      expect(searcher.search(q)).toEqual(rank(many, q, { limit: 50, score }));
    }
  });

  it('answers a repeated query from its cache', () => {
    const searcher = createSearcher([entry('a')]);
    expect(searcher.search('a')).toBe(searcher.search(' A '));
  });
});

describe('pinyin', () => {
  beforeAll(async () => {
    expect(await loadPinyin()).toBe(true);
  });

  it('matches Chinese by full pinyin and by initials, from the start or any syllable', () => {
    const e = entry('参数管理 · 新增', 'Parameters · Add');
    expect(matchTier(e, 'cs')).toBe(Tier.prefix);
    expect(matchTier(e, 'canshu')).toBe(Tier.prefix);
    expect(matchTier(e, normalizeQuery('Can Shu'))).toBe(Tier.prefix);
    expect(matchTier(e, 'guanli')).toBe(Tier.wordPrefix);
    expect(matchTier(e, 'xz')).toBe(Tier.wordPrefix);
    // Not fuzzily: a subsequence of the spelling is no match.
    expect(matchTier(e, 'cngl')).toBe(-1);
    expect(matchTier(entry('张三'), 'zs')).toBe(Tier.prefix);
    expect(matchTier(entry('绿色'), 'lvse')).toBe(Tier.prefix);
  });

  it('reads a character as the word around it reads it', () => {
    expect(matchTier(entry('银行'), 'yinhang')).toBe(Tier.prefix);
    expect(matchTier(entry('行长'), 'hz')).toBe(Tier.prefix);
  });

  it('ranks pinyin matches with the others: cs finds 参数管理 before fuzzy matches', () => {
    const entries = [entry('Clear search', '清空搜索'), entry('参数管理', 'Parameters'), entry('用户', 'Users')];
    expect(rank(entries, 'cs').top).toEqual([1, 0]);
  });

  it('narrows and backspaces over pinyin matches as a full scan would', () => {
    const words = ['删除', '用户', '部门', '模型', '参数', 'Delete', 'user', 'scan'];
    const many = Array.from({ length: 300 }, (_, i) => entry(`${words[i % 8]}${words[(i * 3) % 8]} ${i}`, words[(i * 5) % 8]));
    const searcher = createSearcher(many, { limit: 40 });
    for (const q of ['s', 'sc', 'sca', 'scy', 'sc', 'sh', 'shan', 'shanchu', 'shanchuyh', 'shanchuyonghu', 's', 'y', 'yh']) {
      expect(searcher.search(q)).toEqual(rank(many, q, { limit: 40 }));
    }
  });
});

describe('words in any order', () => {
  const add = entry('通知公告 · 新增', 'Notices · Add', '新增', 'add', '通知公告', '通知', '公告');
  it.each([
    ['新增通知', Tier.words],
    ['通知 新增', Tier.words],
    ['公告新增', Tier.words],
    ['add notices', Tier.words],
    ['新增', Tier.prefix],
    ['公新', Tier.fuzzy],
    ['新增删除', -1],
  ])('%s', (query, tier) => {
    expect(matchTier(add, normalizeQuery(query))).toBe(tier);
  });

  it('puts the current screen\'s commands before global ones on the same words, and before any fuzzy match', () => {
    const list = [
      entry('菜单搜索', 'Menu search', '搜索'), // 0: global, prefix by keyword
      entry('搜索记录', 'Record search', '搜索'), // 1: global, prefix
      entry('通知公告 · 搜索', 'Notices · Search', '搜索'), // 2: local, prefix by keyword
      entry('年级 · 搜索', 'Grades · Search', '搜索'), // 3: another screen's, prefix by keyword
      entry('搜一个索引'), // 4: global fuzzy
    ];
    expect(rank(list, '搜索', { boost: (i) => i === 2 }).top).toEqual([2, 0, 1, 3, 4]);
  });

  it('puts a command whose whole title was typed first, before the current screen\'s and past the limit of others', () => {
    const others = Array.from({ length: 30 }, (_, i) => entry(`参数管理 · 动作${i}`, `Parameters · act ${i}`));
    const screen = entry('参数管理', 'Parameters', 'nav.menu.param');
    const searcher = createSearcher([...others, screen], { limit: 10, boost: (i) => i < 5 });
    expect(searcher.search('参数').top[0]).toBe(0);
    expect(searcher.search('参数管理').top[0]).toBe(30);
    expect(searcher.search('parameters').top[0]).toBe(30);
    // A local word-order match still goes before a global prefix match.
    const words = [entry('新增通知模板'), entry('通知公告 · 新增', '新增', '通知公告')];
    expect(rank(words, '新增通知', { boost: (i) => i === 1 }).top).toEqual([1, 0]);
  });
});
