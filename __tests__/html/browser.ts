/**
 * Headless Chromium for the HTML report tests: the system Chromium (Debian's
 * `chromium` package) driven by playwright-core, which downloads nothing.
 * Missing Chromium is a failure with the command that installs it, never a
 * silent skip; .ci/run installs it.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const INSTALL_HINT =
  'The HTML report tests need Chromium. Install it (Debian/Ubuntu): ' +
  "`command -v chromium || (sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium)` " +
  '(.ci/run does this), or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** The Chromium binary: CHROMIUM_PATH, else the first usual install location, else `chromium` on PATH. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
    if (onPath) return onPath;
  } catch {
    // not on PATH either
  }
  throw new Error(`Chromium not found. ${INSTALL_HINT}`);
}

export async function launchChromium(): Promise<Browser> {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // the sandbox cannot start as root (CI containers); nothing but our own file is loaded
    args: [...(root ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions']
  });
}

export interface PageLog {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  requests: string[];
}

/** A new page that records console errors, uncaught exceptions, failed requests and every request. */
export async function recordingPage(browser: Browser): Promise<{ page: Page; log: PageLog }> {
  const page = await browser.newPage();
  const log: PageLog = { consoleErrors: [], pageErrors: [], failedRequests: [], requests: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.consoleErrors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => log.pageErrors.push(String(e)));
  page.on('requestfailed', (r) => log.failedRequests.push(`${r.url()}: ${r.failure()?.errorText ?? '?'}`));
  page.on('request', (r) => log.requests.push(r.url()));
  return { page, log };
}
