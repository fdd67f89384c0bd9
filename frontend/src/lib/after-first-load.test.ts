/** @jest-environment jsdom */
/** A fresh copy of the module (and of React with it), on a page whose load event has or has not fired yet. */
async function freshModule(readyState: DocumentReadyState) {
  jest.resetModules();
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const { renderHook } = await import('@testing-library/react/pure');
  return { ...(await import('./after-first-load')), renderHook };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('afterFirstLoad', () => {
  afterEach(() => jest.restoreAllMocks());

  it('waits for the load event, then for the browser to be idle', async () => {
    const { afterFirstLoad } = await freshModule('loading');
    const done = jest.fn();
    void afterFirstLoad().then(done);
    await tick();
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await tick();
    expect(done).toHaveBeenCalled();
  });

  it('resolves at once on a page that has loaded', async () => {
    const { afterFirstLoad } = await freshModule('complete');
    const done = jest.fn();
    void afterFirstLoad().then(done);
    await tick();
    expect(done).toHaveBeenCalled();
  });

  it('flips the hook to true once loaded, and starts later components at true', async () => {
    const { useAfterFirstLoad, renderHook } = await freshModule('complete');
    const first = renderHook(() => useAfterFirstLoad());
    expect(first.result.current).toBe(false);
    await tick();
    await tick();
    expect(first.result.current).toBe(true);
    expect(renderHook(() => useAfterFirstLoad()).result.current).toBe(true);
  });
});
