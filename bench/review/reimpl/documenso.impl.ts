// spec: documenso-01
export function truncateTitle(title: string, maxLength: number = 16): string {
  if (title.length <= maxLength) {
    return title;
  }

  const half = maxLength / 2;
  const start = title.slice(0, half);
  const end = title.slice(-half);

  return `${start}.....${end}`;
}

// spec: documenso-02
export function getClientIpAddress(request: Request): string {
  const headers = request.headers;
  const forwardedFor = headers.get('x-forwarded-for');

  if (forwardedFor) {
    return forwardedFor.split(',')[0].trim();
  }

  const fallbackHeaders = ['x-real-ip', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip'];

  for (const name of fallbackHeaders) {
    const value = headers.get(name);
    if (value) {
      return value;
    }
  }

  throw new Error('No IP address found');
}

// spec: documenso-03
export type MonthlyChartSeries = { name: string; data: number[] };
export type MonthlyChartData = { labels: string[]; series: MonthlyChartSeries[] };

export function padMonthlyChartData(
  input: MonthlyChartData,
  cumulative: boolean = false,
): MonthlyChartData {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  const parseLabel = (label: string): Date | null => {
    const match = /^([A-Za-z]{3}) (\d{4})$/.exec(label);
    if (!match) {
      return null;
    }
    const monthIndex = MONTHS.indexOf(match[1]);
    if (monthIndex === -1) {
      return null;
    }
    return new Date(Number(match[2]), monthIndex, 1);
  };

  const formatLabel = (date: Date): string => {
    return `${MONTHS[date.getMonth()]} ${String(date.getFullYear()).padStart(4, '0')}`;
  };

  const result: MonthlyChartData = {
    labels: [...input.labels],
    series: input.series.map((s) => ({ ...s, data: [...s.data] })),
  };

  if (result.labels.length === 0) {
    return result;
  }

  const allStartAtZero = result.series.every((s) => s.data[0] === 0);

  if (!allStartAtZero) {
    const firstDate = parseLabel(result.labels[0]);
    if (!firstDate) {
      console.warn(`Unable to parse chart label: ${result.labels[0]}`);
      return input;
    }

    const previousMonth = new Date(firstDate.getFullYear(), firstDate.getMonth() - 1, 1);
    result.labels.unshift(formatLabel(previousMonth));
    for (const s of result.series) {
      s.data.unshift(0);
    }
  }

  const now = new Date();
  const currentMonthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const lastDate = parseLabel(result.labels[result.labels.length - 1]);

  if (lastDate && lastDate.getTime() < currentMonthStart.getTime()) {
    result.labels.push(formatLabel(currentMonthStart));
    for (const s of result.series) {
      const lastValue = s.data.length > 0 ? s.data[s.data.length - 1] : 0;
      s.data.push(cumulative ? lastValue : 0);
    }
  }

  return result;
}

// spec: documenso-04
export type OverlapField = {
  id: string | number;
  envelopeItemId: string;
  page: number;
  positionX: number;
  positionY: number;
  width: number;
  height: number;
};

export type FieldOverlap<T extends OverlapField = OverlapField> = {
  fieldA: T;
  fieldB: T;
  overlapRatio: number;
};

export function findOverlappingFields<T extends OverlapField>(
  fields: T[],
  threshold: number = 0.4,
): FieldOverlap<T>[] {
  const overlaps: FieldOverlap<T>[] = [];

  for (let i = 0; i < fields.length; i++) {
    const a = fields[i];
    const areaA = a.width * a.height;

    for (let j = i + 1; j < fields.length; j++) {
      const b = fields[j];

      if (a.envelopeItemId !== b.envelopeItemId || a.page !== b.page) {
        continue;
      }

      const areaB = b.width * b.height;
      if (areaA <= 0 || areaB <= 0) {
        continue;
      }

      const overlapX = Math.max(
        0,
        Math.min(a.positionX + a.width, b.positionX + b.width) - Math.max(a.positionX, b.positionX),
      );
      const overlapY = Math.max(
        0,
        Math.min(a.positionY + a.height, b.positionY + b.height) - Math.max(a.positionY, b.positionY),
      );
      const intersection = overlapX * overlapY;

      if (intersection <= 0) {
        continue;
      }

      const ratio = intersection / Math.min(areaA, areaB);
      if (ratio >= threshold) {
        overlaps.push({ fieldA: a, fieldB: b, overlapRatio: ratio });
      }
    }
  }

  return overlaps;
}

// spec: documenso-05
export function sanitizeBrandingColorOverrides(
  overrides: Record<string, string> | null | undefined,
): Record<string, string> | null | undefined {
  if (overrides === undefined) {
    return undefined;
  }

  if (overrides === null) {
    return null;
  }

  const cleaned: Record<string, string> = {};

  for (const [token, value] of Object.entries(overrides)) {
    if (typeof value === 'string' && value.trim().length > 0) {
      cleaned[token] = value;
    }
  }

  return Object.keys(cleaned).length === 0 ? null : cleaned;
}

// spec: documenso-06
export function normalizeReturnToPath(
  returnTo?: string,
  config: { webappUrl?: string; basePath?: string } = {},
): string | undefined {
  if (!returnTo) {
    return undefined;
  }

  const webappUrl = config.webappUrl ?? process.env.NEXT_PUBLIC_WEBAPP_URL ?? 'http://localhost:3000';
  const explicitBasePath = config.basePath ?? process.env.NEXT_PUBLIC_BASE_PATH;

  const resolveBasePath = (): string => {
    if (explicitBasePath) {
      return explicitBasePath.replace(/\/$/, '');
    }
    try {
      return new URL(webappUrl).pathname.replace(/\/$/, '');
    } catch {
      return '';
    }
  };

  try {
    const decoded = decodeURIComponent(returnTo);
    const url = new URL(decoded, webappUrl);
    const basePath = resolveBasePath();

    let pathname = url.pathname;
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      pathname = `${basePath}${pathname}`;
    }

    return `${pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

// spec: documenso-07
export type QuotaAlert = 'QUOTA_REACHED' | 'NEARING_QUOTA';

export function getQuotaAlertThreshold(
  previousCount: number,
  newCount: number,
  quota: number,
): QuotaAlert | null {
  if (newCount >= quota) {
    // Only the request that actually hits the limit triggers the alert.
    return previousCount < quota ? 'QUOTA_REACHED' : null;
  }

  const warningCount = Math.ceil(quota * 0.8);

  if (newCount >= warningCount && previousCount < warningCount) {
    return 'NEARING_QUOTA';
  }

  return null;
}

// spec: documenso-08
export const calculateQuotaUsagePercentage = (usage: number, quota: number | null): number => {
  if (quota === null || quota <= 0) {
    return 0;
  }

  const percentage = Math.round((usage / quota) * 100);

  return Math.min(percentage, 100);
};

// spec: documenso-09
export type ReminderPeriod = 'disabled' | { unit: 'day' | 'week' | 'month'; amount: number };

export type ReminderSettings = {
  initialDelay: ReminderPeriod;
  repeatInterval: ReminderPeriod;
};

export function getNextReminderDate(
  settings: ReminderSettings | null,
  sentAt: Date,
  lastReminderSentAt: Date | null,
  reminderCount: number,
): Date | null {
  const MAX_REMINDERS = 5;
  const DAY_MS = 24 * 60 * 60 * 1000;

  if (!settings || reminderCount >= MAX_REMINDERS) {
    return null;
  }

  const toMs = (period: Exclude<ReminderPeriod, 'disabled'>): number => {
    const unitMs = period.unit === 'week' ? 7 * DAY_MS : period.unit === 'month' ? 30 * DAY_MS : DAY_MS;
    return unitMs * period.amount;
  };

  let candidate: Date;

  if (!lastReminderSentAt) {
    if (settings.initialDelay === 'disabled') {
      return null;
    }
    candidate = new Date(sentAt.getTime() + toMs(settings.initialDelay));
  } else {
    if (settings.repeatInterval === 'disabled') {
      return null;
    }
    candidate = new Date(lastReminderSentAt.getTime() + toMs(settings.repeatInterval));
  }

  const cap = sentAt.getTime() + 30 * DAY_MS;
  if (candidate.getTime() > cap) {
    return null;
  }

  return candidate;
}

// spec: documenso-10
export function sortRecipientsBySigningOrder<T extends { role: string; signingOrder?: number | null }>(
  recipients: T[],
): T[] {
  const orderOf = (recipient: T): number => recipient.signingOrder ?? Number.MAX_SAFE_INTEGER;

  return [...recipients].sort((a, b) => {
    const aIsCc = a.role === 'CC';
    const bIsCc = b.role === 'CC';

    if (aIsCc !== bIsCc) {
      return aIsCc ? 1 : -1;
    }

    return orderOf(a) - orderOf(b);
  });
}

// spec: documenso-11
export function normalizeSigningOrder<T extends { role: string; signingOrder?: number | null }>(
  recipients: T[],
  canUpdate: (recipient: T) => boolean = () => true,
): T[] {
  const signers: T[] = [];
  const carbonCopies: T[] = [];

  for (const recipient of recipients) {
    if (recipient.role === 'CC') {
      carbonCopies.push({ ...recipient, signingOrder: undefined });
    } else {
      signers.push(recipient);
    }
  }

  const renumbered = signers.map((recipient, index) => {
    const position = index + 1;
    if (canUpdate(recipient)) {
      return { ...recipient, signingOrder: position };
    }
    return { ...recipient, signingOrder: recipient.signingOrder ?? position };
  });

  return [...renumbered, ...carbonCopies];
}

// spec: documenso-12
export function parseCheckboxValues(value: string): string[] {
  if (value === '') {
    return [];
  }

  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) {
      return parsed as string[];
    }
  } catch {
    // fall through to legacy comma-separated format
  }

  return value.split(',').filter((part) => part.length > 0);
}

// spec: documenso-13
export function parseNumberListQuery(value: unknown): number[] {
  if (typeof value !== 'string') {
    return [];
  }

  const numbers: number[] = [];

  for (const piece of value.split(',')) {
    const parsed = parseInt(piece, 10);
    if (!Number.isNaN(parsed)) {
      numbers.push(parsed);
    }
  }

  return numbers;
}

// spec: documenso-14
export function parsePlaceholderFieldMeta(
  rawSettings: Record<string, string>,
  fieldType: string,
): Record<string, string | number | boolean> | undefined {
  if (fieldType === 'SIGNATURE' || fieldType === 'FREE_SIGNATURE') {
    return undefined;
  }

  if (Object.keys(rawSettings).length === 0) {
    return undefined;
  }

  const booleanKeys = new Set(['readOnly', 'required']);
  const numericKeys = new Set(['fontSize', 'maxValue', 'minValue', 'characterLimit']);

  const meta: Record<string, string | number | boolean> = {
    type: fieldType.toLowerCase(),
  };

  for (const [key, value] of Object.entries(rawSettings)) {
    if (booleanKeys.has(key)) {
      meta[key] = value === 'true';
    } else if (numericKeys.has(key)) {
      const num = Number(value);
      if (!Number.isNaN(num)) {
        meta[key] = num;
      }
    } else {
      meta[key] = value;
    }
  }

  return meta;
}

// spec: documenso-15
export function resolveRecipientFromKey<T extends { id: number; name: string; email: string }>(
  recipientKey: string,
  recipients: T[],
): T | null {
  if (recipients.length === 0) {
    return null;
  }

  if (!recipientKey) {
    return recipients[0];
  }

  const [idPart, name, email] = recipientKey.split('|');
  const id = Number(idPart);

  if (!Number.isNaN(id)) {
    const byId = recipients.find((recipient) => recipient.id === id);
    if (byId) {
      return byId;
    }
  }

  if (name && email) {
    const byDetails = recipients.find(
      (recipient) => recipient.email === email && recipient.name === name,
    );
    if (byDetails) {
      return byDetails;
    }
  }

  return recipients[0];
}

// spec: documenso-16
export type DetectedField = {
  type: string;
  recipientKey: string;
  confidence: number;
  box2d: [number, number, number, number];
};

export function convertDetectedFieldToPercentages(field: DetectedField) {
  const [top, left, bottom, right] = field.box2d;

  const positionX = left / 10;
  const positionY = top / 10;
  const width = (right - left) / 10;
  const height = (bottom - top) / 10;

  return {
    type: field.type,
    recipientKey: field.recipientKey,
    confidence: field.confidence,
    positionX,
    positionY,
    width,
    height,
  };
}

// spec: documenso-17
export function getSvgPathFromStroke(points: [number, number][], closed: boolean = true): string {
  const len = points.length;

  if (len < 4) {
    return '';
  }

  const fmt = (p: [number, number]): string => `${p[0].toFixed(2)},${p[1].toFixed(2)}`;
  const mid = (a: [number, number], b: [number, number]): [number, number] => [
    (a[0] + b[0]) / 2,
    (a[1] + b[1]) / 2,
  ];

  const [a, b, c] = points;
  let path = `M${fmt(a)} Q${fmt(b)} ${fmt(mid(b, c))} T`;

  for (let i = 2; i < len - 1; i++) {
    path += `${fmt(mid(points[i], points[i + 1]))} `;
  }

  if (closed) {
    path += 'Z';
  }

  return path;
}

// spec: documenso-18
export function getCookieFromHeaders(name: string, headers: Headers): string | null {
  const cookieHeader = headers.get('cookie') ?? '';
  const segments = cookieHeader.split(';');

  const match = segments.find((segment) => segment.trim().startsWith(`${name}=`));

  if (!match) {
    return null;
  }

  const value = match.split('=')[1];

  return value.trim();
}

// spec: documenso-19
export function deriveTeamSettings<T extends Record<string, unknown>>(
  organisationSettings: T,
  teamSettings: { [K in keyof T]?: T[K] | null },
): T {
  const derived: Record<string, unknown> = { ...organisationSettings };

  for (const key of Object.keys(derived)) {
    const teamValue = (teamSettings as Record<string, unknown>)[key];
    if (teamValue !== null) {
      derived[key] = teamValue;
    }
  }

  return derived as T;
}

// spec: documenso-20
export function toCssThemeVariables(theme: Record<string, string | undefined>): Record<string, string> {
  const RADIUS_PATTERN = /^(0|(\d+\.?\d*|\.\d+)(rem|px|em|%|pt)?)$/i;

  const toKebab = (value: string): string =>
    value.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();

  const parseRgb = (input: string): [number, number, number] => {
    const color = input.trim().toLowerCase();

    const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(color);
    if (hex) {
      let digits = hex[1];
      if (digits.length <= 4) {
        digits = digits
          .split('')
          .map((d) => d + d)
          .join('');
      }
      return [
        parseInt(digits.slice(0, 2), 16),
        parseInt(digits.slice(2, 4), 16),
        parseInt(digits.slice(4, 6), 16),
      ];
    }

    const rgb = /^rgba?\(\s*([\d.]+)(%?)[\s,]+([\d.]+)(%?)[\s,]+([\d.]+)(%?)/.exec(color);
    if (rgb) {
      const channel = (v: string, pct: string) =>
        Math.min(255, Math.max(0, pct ? (parseFloat(v) / 100) * 255 : parseFloat(v)));
      return [channel(rgb[1], rgb[2]), channel(rgb[3], rgb[4]), channel(rgb[5], rgb[6])];
    }

    const hsl = /^hsla?\(\s*(-?[\d.]+)(?:deg)?[\s,]+([\d.]+)%?[\s,]+([\d.]+)%?/.exec(color);
    if (hsl) {
      const h = (((parseFloat(hsl[1]) % 360) + 360) % 360) / 360;
      const s = Math.min(100, parseFloat(hsl[2])) / 100;
      const l = Math.min(100, parseFloat(hsl[3])) / 100;
      const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
      const p = 2 * l - q;
      const hueToRgb = (t: number): number => {
        let x = t;
        if (x < 0) x += 1;
        if (x > 1) x -= 1;
        if (x < 1 / 6) return p + (q - p) * 6 * x;
        if (x < 1 / 2) return q;
        if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
        return p;
      };
      return [hueToRgb(h + 1 / 3) * 255, hueToRgb(h) * 255, hueToRgb(h - 1 / 3) * 255];
    }

    const named: Record<string, [number, number, number]> = {
      white: [255, 255, 255],
      black: [0, 0, 0],
      red: [255, 0, 0],
      green: [0, 128, 0],
      blue: [0, 0, 255],
    };

    // Unparseable colours fall back to black.
    return named[color] ?? [0, 0, 0];
  };

  const toHsl = ([r, g, b]: [number, number, number]): [number, number, number] => {
    const rn = r / 255;
    const gn = g / 255;
    const bn = b / 255;
    const max = Math.max(rn, gn, bn);
    const min = Math.min(rn, gn, bn);
    const delta = max - min;
    const l = (max + min) / 2;

    let h = 0;
    let s = 0;

    if (delta !== 0) {
      s = delta / (1 - Math.abs(2 * l - 1));
      if (max === rn) {
        h = ((gn - bn) / delta) % 6;
      } else if (max === gn) {
        h = (bn - rn) / delta + 2;
      } else {
        h = (rn - gn) / delta + 4;
      }
      h *= 60;
      if (h < 0) h += 360;
    }

    return [Math.round(h), Math.round(s * 100), Math.round(l * 100)];
  };

  const variables: Record<string, string> = {};

  for (const [token, value] of Object.entries(theme)) {
    if (token === 'radius') {
      if (typeof value === 'string' && RADIUS_PATTERN.test(value)) {
        variables['--radius'] = value;
      }
      continue;
    }

    if (!value) {
      continue;
    }

    const [h, s, l] = toHsl(parseRgb(value));
    variables[`--${toKebab(token)}`] = `${h} ${s}% ${l}%`;
  }

  return variables;
}

// spec: documenso-21
export type TextHorizontalAlign = 'left' | 'center' | 'right';

export function computeOverflowTextBox(options: {
  horizontalAlign: TextHorizontalAlign;
  verticalAlign: string;
  textX: number;
  textY: number;
  textWidth: number;
  textHeight: number;
  groupX: number;
  pageWidth: number;
}) {
  const { horizontalAlign, verticalAlign, textX, textY, textWidth, textHeight, groupX, pageWidth } =
    options;

  let x = textX;
  let width: number;

  if (horizontalAlign === 'right') {
    x = -groupX;
    width = groupX + textX + textWidth;
  } else if (horizontalAlign === 'center') {
    const spaceLeft = groupX + textX;
    const spaceRight = pageWidth - groupX - textX - textWidth;
    const extension = Math.min(spaceLeft, spaceRight);
    x = textX - extension;
    width = textWidth + extension * 2;
  } else {
    width = pageWidth - groupX - textX;
  }

  return {
    x,
    y: textY,
    width,
    height: textHeight,
    wrap: 'none' as const,
    align: horizontalAlign,
    verticalAlign,
  };
}

// spec: documenso-22
export async function fetchWithTimeout(
  input: string | URL | Request,
  init: RequestInit & { timeout: number },
): Promise<Response> {
  const { timeout, ...rest } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);

  try {
    return await fetch(input, { ...rest, signal: controller.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new Error(`Request timed out after ${timeout}ms`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
