import { createCipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

// spec: umami-01
export function parseTime(val: number) {
  const days = ~~(val / 86400);
  const hours = ~~(val / 3600) - days * 24;
  const minutes = ~~(val / 60) - days * 1440 - hours * 60;
  const seconds = ~~val - days * 86400 - hours * 3600 - minutes * 60;
  const ms = (val - ~~val) * 1000;

  return {
    days,
    hours,
    minutes,
    seconds,
    ms,
  };
}

// spec: umami-02
export function formatLongNumber(value: number | string): string {
  const n = Number(value);

  if (n >= 1000000000) {
    return `${(n / 1000000).toFixed(1)}b`;
  }
  if (n >= 1000000) {
    return `${(n / 1000000).toFixed(1)}m`;
  }
  if (n >= 100000) {
    return `${(n / 1000).toFixed(0)}k`;
  }
  if (n >= 10000) {
    return `${(n / 1000).toFixed(1)}k`;
  }
  if (n >= 1000) {
    return `${(n / 1000).toFixed(2)}k`;
  }

  return n.toFixed(0);
}

// spec: umami-03
export function stringToColor(str?: string | null): string {
  if (!str) {
    return '#ffffff';
  }

  let hash = 0;
  for (let i = 0; i < str.length; i++) {
    hash = str.charCodeAt(i) + ((hash << 5) - hash);
  }

  let color = '#';
  for (let i = 0; i < 3; i++) {
    const byte = (hash >> (i * 8)) & 0xff;
    color += byte.toString(16).padStart(2, '0');
  }

  return color;
}

// spec: umami-04
export function hex2RGB(color: string, min: number = 0, max: number = 255) {
  const hex = color.replace(/^#/, '');
  const range = max - min;

  const scale = (channel: number) => Math.floor((channel / 255) * range + min);

  const r = parseInt(hex.substring(0, 2), 16);
  const g = parseInt(hex.substring(2, 4), 16);
  const b = parseInt(hex.substring(4, 6), 16);

  return {
    r: scale(r),
    g: scale(g),
    b: scale(b),
  };
}

// spec: umami-05
export function chunkArray<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  let index = 0;

  while (index < items.length) {
    chunks.push(items.slice(index, index + size));
    index += size;
  }

  return chunks;
}

// spec: umami-06
export const buildQueryString = (params: Record<string, any> = {}): string => {
  const searchParams = new URLSearchParams();

  Object.entries(params).forEach(([key, value]) => {
    if (value === undefined) {
      return;
    }
    searchParams.append(key, value);
  });

  return searchParams.toString();
};

// spec: umami-07
export interface EventDataEntry {
  key: string;
  value: any;
  dataType: number;
}

export function flattenEventData(
  data: Record<string, any>,
  result: EventDataEntry[] = [],
  parentKey: string = '',
): EventDataEntry[] {
  const isoDate =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3}(Z|\+\d{2}:\d{2})?)?$/;

  for (const key of Object.keys(data)) {
    const value = data[key];
    const path = parentKey ? `${parentKey}.${key}` : key;

    if (value && typeof value === 'object' && !Array.isArray(value)) {
      flattenEventData(value, result, path);
      continue;
    }

    if (typeof value === 'string') {
      result.push({ key: path, value, dataType: isoDate.test(value) ? 4 : 1 });
    } else if (typeof value === 'number') {
      result.push({ key: path, value, dataType: 2 });
    } else if (typeof value === 'boolean') {
      result.push({ key: path, value: value ? 'true' : 'false', dataType: 3 });
    } else if (Array.isArray(value) || value === null) {
      result.push({ key: path, value: JSON.stringify(value), dataType: 5 });
    } else {
      result.push({ key: path, value, dataType: 1 });
    }
  }

  return result;
}

// spec: umami-08
export function getMinimumUnit(
  startDate: Date | number,
  endDate: Date | number,
  isDateRange: boolean = false,
): 'minute' | 'hour' | 'day' | 'month' | 'year' {
  const start = new Date(startDate);
  const end = new Date(endDate);
  const diffMs = end.getTime() - start.getTime();

  const compareLocal = (a: Date, b: Date): number => {
    const diff =
      a.getFullYear() - b.getFullYear() ||
      a.getMonth() - b.getMonth() ||
      a.getDate() - b.getDate() ||
      a.getHours() - b.getHours() ||
      a.getMinutes() - b.getMinutes() ||
      a.getSeconds() - b.getSeconds() ||
      a.getMilliseconds() - b.getMilliseconds();
    return diff < 0 ? -1 : diff > 0 ? 1 : diff;
  };

  const calendarDays = (a: Date, b: Date): number => {
    const dayA = new Date(a.getFullYear(), a.getMonth(), a.getDate());
    const dayB = new Date(b.getFullYear(), b.getMonth(), b.getDate());
    const tsA = dayA.getTime() - dayA.getTimezoneOffset() * 60000;
    const tsB = dayB.getTime() - dayB.getTimezoneOffset() * 60000;
    return Math.round((tsA - tsB) / 86400000);
  };

  const fullDays = (later: Date, earlier: Date): number => {
    const laterCopy = new Date(later.getTime());
    const sign = compareLocal(laterCopy, earlier);
    const difference = Math.abs(calendarDays(laterCopy, earlier));
    laterCopy.setDate(laterCopy.getDate() - sign * difference);
    const lastDayNotFull = Number(compareLocal(laterCopy, earlier) === -sign);
    const result = sign * (difference - lastDayNotFull);
    return result === 0 ? 0 : result;
  };

  const minutes = Math.trunc(diffMs / 60000);
  if (minutes <= 60) {
    return 'minute';
  }

  if (isDateRange) {
    if (Math.trunc(diffMs / 3600000) <= 48) {
      return 'hour';
    }
  } else if (fullDays(end, start) <= 30) {
    return 'hour';
  }

  const months =
    (end.getFullYear() - start.getFullYear()) * 12 + (end.getMonth() - start.getMonth());

  if (months <= 7) {
    return 'day';
  }
  if (months <= 24) {
    return 'month';
  }

  return 'year';
}

// spec: umami-09
export function getCompareDate(compare: string, startDate: Date, endDate: Date) {
  const subOneYear = (date: Date): Date => {
    const result = new Date(date.getTime());
    const dayOfMonth = result.getDate();
    const endOfTargetMonth = new Date(date.getTime());
    endOfTargetMonth.setMonth(result.getMonth() - 12 + 1, 0);
    if (dayOfMonth >= endOfTargetMonth.getDate()) {
      return endOfTargetMonth;
    }
    result.setFullYear(endOfTargetMonth.getFullYear(), endOfTargetMonth.getMonth(), dayOfMonth);
    return result;
  };

  if (compare === 'yoy') {
    return {
      compare,
      startDate: subOneYear(startDate),
      endDate: subOneYear(endDate),
    };
  }

  if (compare === 'prev') {
    const diffMinutes = Math.trunc((endDate.getTime() - startDate.getTime()) / 60000);
    const offset = diffMinutes * 60000;
    return {
      compare,
      startDate: new Date(startDate.getTime() - offset),
      endDate: new Date(endDate.getTime() - offset),
    };
  }

  return {};
}

// spec: umami-10
export interface TimeSeriesPoint {
  x: string | number | Date;
  y: number;
  d?: string | null;
}

export function generateTimeSeries(
  data: TimeSeriesPoint[],
  minDate: Date | number | string,
  maxDate: Date | number | string,
  unit: string,
  locale?: string,
) {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  // Only numeric tokens are used, so the locale has no effect on the output
  void locale;

  const isoWeek = (date: Date): number => {
    const thursday = new Date(
      date.getFullYear(),
      date.getMonth(),
      date.getDate() + 3 - ((date.getDay() + 6) % 7),
    );
    const firstWeek = new Date(thursday.getFullYear(), 0, 4);
    return (
      1 +
      Math.round(
        ((thursday.getTime() - firstWeek.getTime()) / 86400000 -
          3 +
          ((firstWeek.getDay() + 6) % 7)) /
          7,
      )
    );
  };

  const formatKey = (date: Date): string => {
    if (isNaN(date.getTime())) {
      throw new RangeError('Invalid time value');
    }
    const yyyy = pad(date.getFullYear(), 4);
    const MM = pad(date.getMonth() + 1);
    const dd = pad(date.getDate());
    const HH = pad(date.getHours());
    const mm = pad(date.getMinutes());

    switch (unit) {
      case 'minute':
        return `${yyyy}-${MM}-${dd} ${HH}:${mm}`;
      case 'hour':
        return `${yyyy}-${MM}-${dd} ${HH}`;
      case 'week':
        return `${yyyy}W${pad(isoWeek(date))}`;
      case 'month':
        return `${yyyy}-${MM}`;
      case 'year':
        return yyyy;
      default:
        return `${yyyy}-${MM}-${dd}`;
    }
  };

  const startOfUnit = (value: Date | number | string): Date => {
    const d = new Date(value);
    switch (unit) {
      case 'minute':
        d.setSeconds(0, 0);
        break;
      case 'hour':
        d.setMinutes(0, 0, 0);
        break;
      case 'week':
        d.setDate(d.getDate() - d.getDay());
        d.setHours(0, 0, 0, 0);
        break;
      case 'month':
        d.setDate(1);
        d.setHours(0, 0, 0, 0);
        break;
      case 'year':
        d.setMonth(0, 1);
        d.setHours(0, 0, 0, 0);
        break;
      default:
        d.setHours(0, 0, 0, 0);
    }
    return d;
  };

  const step = (date: Date): Date => {
    const next = new Date(date.getTime());
    switch (unit) {
      case 'minute':
        next.setMinutes(next.getMinutes() + 1);
        break;
      case 'hour':
        next.setHours(next.getHours() + 1);
        break;
      case 'week':
        next.setDate(next.getDate() + 7);
        break;
      case 'month':
        next.setMonth(next.getMonth() + 1);
        break;
      case 'year':
        next.setFullYear(next.getFullYear() + 1);
        break;
      default:
        next.setDate(next.getDate() + 1);
    }
    return next;
  };

  const start = startOfUnit(minDate);
  const end = startOfUnit(maxDate);

  const keys: string[] = [];
  for (let cursor = start; cursor.getTime() <= end.getTime(); cursor = step(cursor)) {
    keys.push(formatKey(cursor));
  }

  const lookup = new Map<string, TimeSeriesPoint>();
  for (const point of data) {
    const time = point.x instanceof Date ? point.x : new Date(point.x);
    lookup.set(formatKey(time), point);
  }

  return keys.map(key => {
    const match = lookup.get(key);
    return {
      x: key,
      d: match?.d ?? match?.x,
      y: match?.y ?? null,
    };
  });
}

// spec: umami-11
export function removePort(ip?: string | null): string | null | undefined {
  if (!ip) {
    return ip;
  }

  if (ip.startsWith('[')) {
    const closing = ip.indexOf(']');
    if (closing !== -1) {
      return ip.slice(0, closing + 1);
    }
  }

  const colon = ip.lastIndexOf(':');
  if (colon !== -1) {
    const prefix = ip.slice(0, colon);
    if (ip.includes('.') || /^[A-Za-z0-9.-]+$/.test(prefix)) {
      return prefix;
    }
  }

  return ip;
}

// spec: umami-12
export function isIgnoredIp(clientIp: string): string | false | undefined {
  const setting = process.env.IGNORE_IP;

  if (!setting) {
    return false;
  }

  const parseAddress = (address: string): 4 | 6 => {
    const family = isIP(address);
    if (family === 0) {
      throw new Error(`Invalid IP address: ${address}`);
    }
    return family as 4 | 6;
  };

  const inRange = (cidr: string): boolean => {
    const clientFamily = parseAddress(clientIp);
    const [network, prefixText, ...rest] = cidr.split('/');
    const rangeFamily = parseAddress(network);
    const prefix = Number(prefixText);
    const maxPrefix = rangeFamily === 4 ? 32 : 128;

    if (rest.length || !/^\d+$/.test(prefixText) || prefix > maxPrefix) {
      throw new Error(`Invalid CIDR range: ${cidr}`);
    }
    if (clientFamily !== rangeFamily) {
      return false;
    }

    const type = rangeFamily === 4 ? 'ipv4' : 'ipv6';
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return list.check(clientIp, type);
  };

  const entries = setting.split(',').map(entry => entry.trim());

  return entries.find(entry => {
    if (entry === clientIp) {
      return true;
    }
    if (entry.indexOf('/') > 0) {
      return inRange(entry);
    }
    return false;
  });
}

// spec: umami-13
export function parseFilterValue(param: unknown): { operator: string; value: any } {
  const operators = [
    'eq', 'neq', 's', 'ns', 'c', 'dnc', 're', 'nre',
    't', 'f', 'gt', 'lt', 'gte', 'lte', 'bf', 'af',
  ];

  if (typeof param === 'string') {
    let operator = 'eq';
    let value = param;

    const dot = param.indexOf('.');
    if (dot !== -1 && operators.includes(param.slice(0, dot))) {
      operator = param.slice(0, dot);
      value = param.slice(dot + 1);
    }

    if (operator === 'eq' || operator === 'neq') {
      return { operator, value: value.split(',') };
    }
    return { operator, value };
  }

  if (Array.isArray(param)) {
    return { operator: 'eq', value: param };
  }

  return { operator: 'eq', value: [param] };
}

// spec: umami-14
export interface FilterRecord {
  name: string;
  operator: string;
  value: string | string[];
}

export function filtersToParams(filters: FilterRecord[]): Record<string, string> {
  const seen: Record<string, number> = {};

  return filters.reduce<Record<string, string>>((params, { name, operator, value }) => {
    const count = seen[name] ?? 0;
    const key = count === 0 ? name : `${name}${count}`;
    seen[name] = count + 1;

    const serialized = Array.isArray(value) ? value.join(',') : value;
    params[key] = `${operator}.${serialized}`;

    return params;
  }, {});
}

// spec: umami-15
export function aggregateQueryParams(data: { x: string; y: number }[]) {
  const totals: Record<string, Record<string, number>> = Object.create(null);

  for (const { x, y } of data) {
    try {
      const params = new URLSearchParams(x);
      params.forEach((value, name) => {
        if (!totals[name]) {
          totals[name] = Object.create(null);
        }
        totals[name][value] = (totals[name][value] || 0) + y;
      });
    } catch {
      // ignore labels that cannot be parsed
    }
  }

  const result: { x: string; p: string; v: string; y: number }[] = [];
  for (const name of Object.keys(totals)) {
    for (const value of Object.keys(totals[name])) {
      result.push({ x: `${name}=${value}`, p: name, v: value, y: totals[name][value] });
    }
  }

  return result;
}

// spec: umami-16
export function matchesPagePath(
  requestPath?: string | null,
  configuredPath?: string | null,
  basePath?: string | null,
): boolean {
  const normalizePath = (path?: string | null) => (path ? `/${path.replace(/^\/+/, '')}` : '');
  const normalizeBase = (path?: string | null) =>
    path ? `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}` : '';

  const request = normalizePath(requestPath);
  const target = normalizePath(configuredPath);

  if (!target) {
    return false;
  }
  if (request === target) {
    return true;
  }

  const base = normalizeBase(basePath);
  if (base) {
    return request === `${base}${target}`;
  }

  return false;
}

// spec: umami-17
export function getRequestBaseUrl(headers?: { get(name: string): string | null }): URL {
  const fallback = 'https://umami.is';

  const readHeader = (name: string): string | undefined => {
    const raw = headers?.get(name);
    if (!raw) {
      return undefined;
    }
    const first = raw.split(',')[0].trim();
    return first || undefined;
  };

  const host = readHeader('x-forwarded-host') ?? readHeader('host');
  if (!host) {
    return new URL(fallback);
  }

  const isLocal =
    host.startsWith('localhost') || host.startsWith('127.0.0.1') || host.startsWith('[::1]');
  const protocol =
    readHeader('x-forwarded-proto') ??
    readHeader('x-forwarded-protocol') ??
    (isLocal ? 'http' : 'https');

  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return new URL(fallback);
  }
}

// spec: umami-18
export function encryptValue(value: unknown, secret: string): string {
  const iv = randomBytes(16);
  const salt = randomBytes(64);
  const key = pbkdf2Sync(secret, salt, 10000, 32, 'sha512');

  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(String(value), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();

  return Buffer.concat([salt, iv, tag, encrypted]).toString('base64');
}

// spec: umami-19
export function pickWeighted<T>(options: { value: T; weight: number }[]): T {
  let total = 0;
  for (const option of options) {
    total += option.weight;
  }

  let draw = Math.random() * total;

  for (const option of options) {
    draw -= option.weight;
    if (draw <= 0) {
      return option.value;
    }
  }

  return options[options.length - 1].value;
}

// spec: umami-20
export function getDaysInRange(startDate: Date, endDate: Date): Date[] {
  const days: Date[] = [];
  const current = new Date(startDate.getTime());
  current.setHours(0, 0, 0, 0);

  while (current.getTime() <= endDate.getTime()) {
    days.push(new Date(current.getTime()));
    current.setDate(current.getDate() + 1);
  }

  return days;
}

// spec: umami-21
export function buildWeeklyHeatmap(rows: { x: string; y: number | string }[]): number[][] {
  const grid: number[][] = [];

  for (let day = 0; day < 7; day++) {
    const hours: number[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const key = `${day}:${String(hour).padStart(2, '0')}`;
      const row = rows.find(item => item.x === key);
      hours.push(row?.y ? Number(row.y) : 0);
    }
    grid.push(hours);
  }

  return grid;
}

// spec: umami-22
export function isEmptyData(data: unknown): boolean {
  if (!data) {
    return false;
  }

  if (Array.isArray(data)) {
    return data.length === 0;
  }

  if (typeof data === 'object') {
    return Object.keys(data as object).length === 0;
  }

  return true;
}
