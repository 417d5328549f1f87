import { blockingOf, kindOfTask } from './blocking';

describe('blockingOf: what a simulated task blocks, as Lighthouse counts TBT', () => {
  it('counts the part over 50 ms between FCP and TTI', () => {
    expect(blockingOf({ startMs: 1000, endMs: 1200 }, 500, 3000)).toBe(150);
    // A task that starts before FCP blocks only with its part after it.
    expect(blockingOf({ startMs: 1000, endMs: 1500 }, 1300, 3000)).toBe(150);
    // And one that runs past TTI only up to it.
    expect(blockingOf({ startMs: 2900, endMs: 3200 }, 500, 3000)).toBe(50);
  });

  it('counts nothing for a short task, one outside the window, or a part under 50 ms', () => {
    expect(blockingOf({ startMs: 1000, endMs: 1049 }, 500, 3000)).toBe(0);
    expect(blockingOf({ startMs: 100, endMs: 400 }, 500, 3000)).toBe(0);
    expect(blockingOf({ startMs: 3100, endMs: 3400 }, 500, 3000)).toBe(0);
    expect(blockingOf({ startMs: 1000, endMs: 1340 }, 1300, 3000)).toBe(0);
  });
});

describe('kindOfTask', () => {
  const page = { url: 'http://localhost:3600/feed', frame: 'MAIN' };
  const inPage = (name: string, data: Record<string, string> = {}) => ({ name, args: { data: { frame: 'MAIN', ...data } } });

  it('names the first frame, the navigation commit and an image’s document', () => {
    expect(kindOfTask([inPage('UpdateLayoutTree'), inPage('Layout'), inPage('Paint')], page, true)).toBe('first frame');
    expect(kindOfTask([{ name: 'markAsMainFrame' }, inPage('DocumentLoader::CommitNavigation')], page, false)).toBe('navigation commit');
    const svg = { name: 'UpdateLayoutTree', args: { beginData: { frame: 'IMAGE' } } };
    expect(kindOfTask([{ name: 'DocumentLoader::CommitNavigation' }, svg], page, false)).toBe('image documents');
  });

  it('tells the page’s inline scripts from its script files, and parsing from callbacks and later layouts', () => {
    expect(kindOfTask([inPage('EvaluateScript', { url: page.url }), inPage('EvaluateScript', { url: page.url })], page, false)).toBe('inline scripts');
    expect(kindOfTask([inPage('EvaluateScript', { url: 'http://localhost:3600/_next/static/chunks/a.js' })], page, false)).toBe('script evaluation');
    expect(kindOfTask([{ name: 'ParseHTML', args: { beginData: { frame: 'MAIN' } } }, { name: 'RunMicrotasks' }], page, false)).toBe('HTML parsing');
    expect(kindOfTask([{ name: 'FunctionCall' }, { name: 'RunMicrotasks' }], page, false)).toBe('callbacks');
    expect(kindOfTask([inPage('Layout'), inPage('Paint')], page, false)).toBe('style and layout');
    expect(kindOfTask([{ name: 'GPUTask' }], page, false)).toBe('other');
  });
});
