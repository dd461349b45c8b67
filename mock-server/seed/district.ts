/**
 * The district seed (`MOCK_SEED=district`): the demo's fixtures, every row of them, and beside
 * them SCHOOLS generated schools, made the same way at every start (arithmetic ids and seeded
 * random streams), so the mock runs at a district's size without a file of it in the repository.
 *
 * Each school is made from the demo school 100001, table by table: its rows are copied (the
 * tables below multiplied so the district has its size), each copy given its own id and the new
 * school's code, and every reference among them (ids, comma-joined ids, ancestors) pointed at the
 * copies of the same school, so each school's departments, roles and grants, users, documents
 * with their grades, relations and questions, notices, stage lists and logs hang together as the
 * demo school's do. Names are the school's own: its name, its staff's names, its notices'.
 *
 * | per school             | rows    | district (500 schools) |
 * |------------------------|---------|------------------------|
 * | users (staff)          | 204     | 102,000                |
 * | documents              | 432     | 216,000                |
 * | notices                | 41      | 20,500                 |
 * | API-log rows           | 2,000   | 1,000,000              |
 *
 * A table's generated rows are made a part at a time (tables.ts's RowSteps), not at start: ahead
 * of their first read by a host that makes them between calls (make-ahead.ts), or by that read.
 * An id is a function of the school, the template row and the copy, so a table's rows refer to
 * another's without that table being made.
 *
 * Accounts: each school's `admin` (password admin), and staff accounts named after the demo's
 * (`teacher`, `zhoujw`, …) with a number, signing in with the demo account's password.
 */
import { fixtures } from '../../fixtures';
import { demoSeed, fnv1a, type Seed, type SeedRows } from '../db';

export const SCHOOLS = 500;
/** The demo school every generated school is made from. */
const TEMPLATE_TENANT = '100001';
/** The first generated school's code; the next are the numbers after it. */
const FIRST_TENANT = 200001;
/** Copies of each of the demo school's rows of these tables; one copy of the others'. */
const COPIES: Record<string, number> = { user: 67, doc: 12, qns: 12, option: 12, docrelation: 12, notice: 10, log_api: 500 };
/** Tables whose rows belong to a school through a row of another table, not a tenantId. */
const CHILDREN: Record<string, { field: string; parent: string }> = {
  role_menu: { field: 'roleId', parent: 'role' },
  top_menu_setting: { field: 'topMenuId', parent: 'top_menu' },
};
/** Not copied: the school's third-party links and its flow deployments stay the demo's. */
const LEFT_OUT = new Set(['user_oauth', 'flow_definition']);

/** Bump when the generated rows change: stored data written over other rows is not taken. */
const VERSION = 5;

/** Generated rows were made within this many minutes (60 days) from 2024-09-01. */
const MINUTES = 86_400;

/** Rows a step of a table's making makes, about: tens of milliseconds of a call's wait when made between calls. */
const ROWS_PER_STEP = 10_000;

/** A deterministic random stream (mulberry32). */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cities and their own districts, each a place a school of the district is in. */
const PLACES: readonly (readonly [city: string, district: string])[] = Object.entries({
  南京: ['玄武', '秦淮', '建邺', '鼓楼', '栖霞', '雨花台', '江宁', '浦口', '六合'],
  苏州: ['姑苏', '吴中', '相城', '虎丘', '吴江'],
  无锡: ['梁溪', '滨湖', '新吴', '锡山', '惠山'],
  常州: ['天宁', '钟楼', '新北', '武进', '金坛'],
  扬州: ['广陵', '邗江', '江都'],
  镇江: ['京口', '润州', '丹徒'],
  南通: ['崇川', '通州', '海门'],
  徐州: ['鼓楼', '云龙', '泉山', '铜山'],
  杭州: ['上城', '拱墅', '西湖', '滨江', '萧山', '余杭'],
  宁波: ['海曙', '江北', '北仑', '鄞州'],
  合肥: ['瑶海', '庐阳', '蜀山', '包河'],
}).flatMap(([city, districts]) => districts.map((district) => [city, district] as const));
const NAMES = ['实验', '育才', '明德', '启明', '晨光', '春晖', '阳光', '博雅', '新城', '滨江', '文昌', '书香', '致远', '崇文', '弘毅', '树人'];
const KINDS = ['小学', '中学', '初级中学', '外国语学校', '第一小学', '第二小学', '附属小学'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红娥玲芬燕彬鹏辉斌宇浩凯健俊帆帅旭宁欣怡梓涵雨萱子轩浩然一诺佳琪思远晨曦明哲雅婷嘉怡';
const TOPICS = ['期中考试安排', '家长会通知', '春季运动会', '读书节活动', '教研活动安排', '防溺水安全教育', '课后服务报名', '图书馆开放时间调整', '校园开放日', '作业管理要求'];

const pick = <T,>(random: () => number, list: readonly T[] | string): T => list[Math.floor(random() * list.length)] as T;

/** A person's name: a surname and one or two given characters. */
function personName(random: () => number): string {
  return pick<string>(random, SURNAMES) + pick<string>(random, GIVEN) + (random() < 0.6 ? pick<string>(random, GIVEN) : '');
}

/**
 * Distinct for each school number below PLACES × NAMES × KINDS (5,712): place, name and kind
 * run through their lists.
 */
function schoolName(n: number): string {
  const [city, district] = PLACES[n % PLACES.length]!;
  const name = NAMES[Math.floor(n / PLACES.length) % NAMES.length];
  const kind = KINDS[Math.floor(n / (PLACES.length * NAMES.length)) % KINDS.length];
  return `${city}市${district}区${name}${kind}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

type Row = Record<string, unknown>;

/** A template row and what its copies need. */
interface Template {
  row: Row;
  /** Its number among every template row: a part of its copies' ids. */
  number: number;
  copies: number;
}

/** One school as its rows are made: its number, code, name and head. */
interface School {
  n: number;
  tenantId: string;
  name: string;
  principal: string;
}

/** What every id rowId makes looks like. */
const GENERATED_ID = /^190\d{16}$/;

/**
 * The id of copy `c` of template row `number` in school `n`: 19 digits, as BladeX's, above every
 * id of the demo's and apart from the mock's new ids (db.nextId's, which start with other digits).
 */
function rowId(n: number, number: number, c: number): string {
  return `190${1e15 + n * 1e9 + number * 1e4 + c}`;
}

/** The district's plan: the demo school's rows, table by table (its own and those hanging from them), and how each is copied. */
function planOf(schools: number) {
  const tables = fixtures as unknown as Record<string, Row[]>;
  const templates = new Map<string, Template[]>();
  const byId = new Map<string, Template>();
  let number = 0;
  const add = (table: string, rows: Row[]) => {
    if (rows.length === 0) return;
    templates.set(table, rows.map((row) => {
      // A school's administrator and its pending registrations are copied once, whatever their table's copies.
      const template = { row, number: number++, copies: isAdministrator(table, row) ? 1 : (COPIES[table] ?? 1) };
      byId.set(row.id as string, template);
      return template;
    }));
  };
  for (const [name, rows] of Object.entries(tables)) {
    if (!LEFT_OUT.has(name) && !(name in CHILDREN)) add(name, rows.filter((row) => row.tenantId === TEMPLATE_TENANT));
  }
  for (const [name, { field, parent }] of Object.entries(CHILDREN)) {
    const parents = new Set((templates.get(parent) ?? []).map(({ row }) => row.id));
    add(name, tables[name]!.filter((row) => parents.has(row[field])));
  }
  const refersToRow = (value: unknown) => typeof value === 'string' && value.split(',').some((part) => byId.has(part));
  const referencesOf = (rows: readonly Template[]) => [...new Set(rows.flatMap(({ row }) => Object.keys(row).filter((field) => field !== 'id' && refersToRow(row[field]))))];
  const schoolList: School[] = Array.from({ length: schools }, (_, n) => {
    const tenantId = String(FIRST_TENANT + n);
    return { n, tenantId, name: schoolName(n), principal: personName(randomStream(n + 1)) };
  });

  /** Copy `c` of the school's template row, by its demo id: its id (an id of no template row stays). */
  function idOf(n: number, templateId: string, c: number): string {
    const template = byId.get(templateId);
    return template ? rowId(n, template.number, c % template.copies) : templateId;
  }

  function remap(n: number, value: unknown, c: number): unknown {
    if (typeof value !== 'string' || value === '') return value;
    if (!value.includes(',')) return idOf(n, value, c);
    return value.split(',').map((part) => idOf(n, part, c)).join(',');
  }

  const start = Date.UTC(2024, 8, 1, 0, 0, 0);
  /** createTime of the MINUTES minutes from `start` on, made once each. */
  const stamps: string[] = [];

  /**
   * The rows of `table`, a part at a time (about ROWS_PER_STEP rows a step, tables.ts's RowSteps):
   * the demo's `demo`, then the generated rows oldest first (by createTime, then id), as a table
   * holds the rows that came to it: a list's order index over them is then a single pass of the
   * sort, not a sort of a million rows. A generated row without a createTime comes first.
   */
  function* generate(table: string, demo: readonly Row[]): Generator<readonly Row[], void> {
    yield demo;
    const rows = templates.get(table)!;
    const references = referencesOf(rows);
    const tableNumber = [...templates.keys()].indexOf(table);
    // Rows made in id order (school, template, copy) fall into one bucket per minute of createTime:
    // read bucket by bucket they are in (createTime, id) order without a comparison.
    const buckets: Row[][] = [];
    const undated: Row[] = [];
    let madeInStep = 0;
    for (const school of schoolList) {
      if (madeInStep >= ROWS_PER_STEP) {
        madeInStep = 0;
        yield [];
      }
      const { n, tenantId } = school;
      const random = randomStream((n + 1) * 1009 + tableNumber);
      for (let i = 0; i < rows.length; i++) {
        const { row: template, number, copies } = rows[i]!;
        madeInStep += copies;
        for (let c = 0; c < copies; c++) {
          const row: Row = { ...template, id: rowId(n, number, c) };
          for (const field of references) row[field] = remap(n, template[field], c);
          if ('tenantId' in template) row.tenantId = tenantId;
          personalise(table, row, template, c, random, school);
          if (typeof template.createTime !== 'string') {
            undated.push(row);
            continue;
          }
          const minute = (n * 7919 + c * 104729 + i * 613) % MINUTES;
          const stamp = (stamps[minute] ??= formatStamp(start + minute * 60_000));
          row.createTime = stamp;
          if ('updateTime' in template) row.updateTime = stamp;
          (buckets[minute] ??= []).push(row);
        }
      }
    }
    yield undated;
    let step: Row[] = [];
    for (const bucket of buckets) {
      if (!bucket) continue;
      for (const row of bucket) step.push(row);
      if (step.length >= ROWS_PER_STEP) {
        yield step;
        step = [];
      }
    }
    yield step;
  }

  return { tables: [...templates.keys()], generate };
}

/** What makes a copied row the school's own: names, accounts, titles. */
function personalise(table: string, row: Row, template: Row, c: number, random: () => number, { n, tenantId, name, principal }: School): void {
  switch (table) {
    case 'tenant':
      Object.assign(row, { tenantName: name, linkman: principal, contactNumber: `139${tenantId}${pad(c, 2)}`, address: `${name.slice(0, name.indexOf('区') + 1)}${NAMES[Number(tenantId) % NAMES.length]}路${(Number(tenantId) % 300) + 1}号`, accountNumber: -1, expireTime: licenceEnd(n) });
      return;
    case 'dept':
      if (template.parentId === '0') Object.assign(row, { deptName: name, fullName: name });
      return;
    case 'user': {
      if (template.account === 'admin') {
        Object.assign(row, { realName: principal, name: principal });
        return;
      }
      const realName = personName(random);
      Object.assign(row, { account: `${String(template.account)}${pad(c, 3)}`, realName, name: realName, phone: `13${pad((Number(tenantId) * 211 + c * 37) % 1_000_000_000, 9)}`, email: '' });
      return;
    }
    case 'notice':
      row.title = `${name}${TOPICS[(c + Number(tenantId)) % TOPICS.length]}（第${c + 1}期）`;
      return;
    case 'doc':
      if (c > 0) row.docName = `${String(template.docName)}（第${c + 1}册）`;
      return;
    case 'log_api':
      row.createBy = c % 3 === 0 ? 'admin' : TEACHERS[c % TEACHERS.length];
      return;
    default:
  }
}

/** The staff accounts the API log names, made once. */
const TEACHERS = Array.from({ length: COPIES.user! }, (_, c) => `teacher${pad(c, 3)}`);

const isAdministrator = (table: string, row: Row) => table === 'user' && (row.account === 'admin' || row.roleId === '-1');

const DAY_MS = 86_400_000;

/**
 * When a school's licence ends, counted in days from the day the seed is made: most run a year
 * or more, one in seven has no end, one in 25 ends within the next 30 days and one in 50 has
 * ended already (its users cannot sign in), so the screens and rules about expiry meet them.
 */
function licenceEnd(n: number): string {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const endOfDay = (days: number) => formatStamp(today + days * DAY_MS + DAY_MS - 1000);
  if (n % 50 === 49) return endOfDay(-1 - (n % 60));
  if (n % 25 === 12) return endOfDay(1 + (n % 29));
  if (n % 7 === 6) return '';
  return endOfDay(200 + ((n * 37) % 900));
}

function formatStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
}

/** The demo's rows and `schools` generated schools' (a smaller district for the tests). */
export function districtSeedOf(schools: number): Seed {
  let plan: ReturnType<typeof planOf> | undefined;
  return {
    get fingerprint() {
      return `district-${VERSION}-${schools}-${fnv1a(demoSeed.fingerprint)}`;
    },
    tables() {
      plan ??= planOf(schools);
      const { generate } = plan;
      const tables: Record<string, SeedRows> = demoSeed.tables();
      const codes = new Set(Array.from({ length: schools }, (_, n) => String(FIRST_TENANT + n)));
      // After the demo's rows come the generated schools' only: their ids and school codes.
      const laterMayHold = (field: string, value: string) => (field === 'tenantId' ? codes.has(value) : field === 'id' ? GENERATED_ID.test(value) : true);
      for (const name of plan.tables) {
        const demo = (tables[name] ?? []) as Row[];
        tables[name] = Object.assign(() => generate(name, demo), { laterMayHold });
      }
      return tables;
    },
  };
}

export const districtSeed = districtSeedOf(SCHOOLS);

/** The seed a host's MOCK_SEED names: `district`, else the demo. */
export function seedNamed(name: string | undefined): Seed {
  if (name === undefined || name === '' || name === 'demo') return demoSeed;
  if (name === 'district') return districtSeed;
  throw new Error(`MOCK_SEED=${name}: the seeds are demo (the default) and district`);
}
