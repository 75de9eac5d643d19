import {
  connectWallet,
  devstack,
  expect,
  modal,
  openDemoWith,
  servicesControl,
  startOwnServices,
  test,
  uniqueProjectId,
  view,
} from './fixtures'

const control = servicesControl()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test("analytics: nothing is sent before the first open; then events in the spec's shape", async ({
  page,
}) => {
  const projectId = uniqueProjectId('analytics-shape')
  await openDemoWith(page, { projectId })
  // The page is loaded, the modal prewarmed, the wallet announced: still nothing sent.
  await page.waitForTimeout(1500)
  expect(await control.requests('analytics', projectId)).toEqual([])
  expect(
    (await control.requests('walletList', projectId)).filter(
      (r) => r.path === '/getAnalyticsConfig',
    ),
  ).toEqual([])

  await connectWallet(page)
  await expect
    .poll(async () => (await control.analyticsEvents(projectId)).length)
    .toBeGreaterThanOrEqual(2)
  const events = await control.analyticsEvents(projectId)
  const names = events.map((e) => e.body.props.event)
  expect(names).not.toContain('MODAL_CREATED')
  expect(names[0]).toBe('MODAL_OPEN')
  expect(names).toContain('CONNECT_SUCCESS')
  const pageUrl = page.url()
  for (const { path, query, body } of events) {
    // Spec §7's query projectId, st, sv and event eventId, url, domain, timestamp, props, in
    // batches to POST /batch as the WalletConnect network's pulse service takes them.
    expect(path).toBe('/batch')
    expect(Object.keys(query).sort()).toEqual(['projectId', 'st', 'sv'])
    expect(query.projectId).toBe(projectId)
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(body.eventId).toMatch(UUID)
    // Origin + path only: the query and #fragment may carry tokens.
    expect(body.url).toBe(`${new URL(pageUrl).origin}${new URL(pageUrl).pathname}`)
    expect(body.domain).toBe('127.0.0.1')
    expect(typeof body.timestamp).toBe('number')
    expect(Math.abs(Date.now() - body.timestamp)).toBeLessThan(60_000)
  }
  expect(new Set(events.map((e) => e.body.eventId)).size).toBe(events.length)
  // text/plain batches: the browser sent them as simple requests, with no OPTIONS preflight.
  const analyticsRequests = await control.requests('analytics', projectId)
  expect(analyticsRequests.map((r) => `${r.method} ${r.path}`)).toEqual(
    analyticsRequests.map(() => 'POST /batch'),
  )
  // Props: the event data plus the wallet address.
  const connected = events.find((e) => e.body.props.event === 'CONNECT_SUCCESS')!
  expect(connected.body.props.address?.toLowerCase()).toBe(devstack.accounts[0]!.toLowerCase())
  const opened = events.find((e) => e.body.props.event === 'MODAL_OPEN')!
  expect(opened.body.props).toMatchObject({ event: 'MODAL_OPEN', properties: { connected: false } })
  // The service's analytics config was asked once, on the first open.
  expect(
    (await control.requests('walletList', projectId)).filter(
      (r) => r.path === '/getAnalyticsConfig',
    ),
  ).toHaveLength(1)
})

test('useModalEvents / subscribeEvents give the host the same events analytics sends', async ({
  page,
}) => {
  const projectId = uniqueProjectId('analytics-host')
  await openDemoWith(page, { projectId })
  await page.evaluate(() => {
    const w = window as unknown as {
      __gangwayModal: { subscribeEvents(fn: (e: unknown) => void): () => void }
      __hostEvents: { timestamp: number; data: { event: string } }[]
    }
    w.__hostEvents = []
    w.__gangwayModal.subscribeEvents((e) => w.__hostEvents.push(e as never))
  })
  await page.getByTestId('gw-connect-button').click()
  await expect(view(page, 'Connect')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await expect.poll(async () => (await control.analyticsEvents(projectId)).length).toBe(2)
  const host = await page.evaluate(
    () =>
      (window as unknown as { __hostEvents: { timestamp: number; data: object }[] }).__hostEvents,
  )
  const sent = await control.analyticsEvents(projectId)
  // Batched once the service's config answers (the events of a batch window in one POST): they may reach the
  // sink in any order, each with the timestamp it was emitted at.
  const byTime = (a: { timestamp: number }, b: { timestamp: number }) => a.timestamp - b.timestamp
  expect(
    sent.map((e) => ({ timestamp: e.body.timestamp, props: e.body.props })).sort(byTime),
  ).toEqual(host.map((e) => ({ timestamp: e.timestamp, props: e.data })).sort(byTime))
})

test("analytics HTTP 403 shows the 'Invalid App Configuration' alert once per page", async ({
  page,
}) => {
  const services = await startOwnServices()
  try {
    services.setSwitch('analytics', 'forbidden')
    await openDemoWith(page, {
      projectId: uniqueProjectId('analytics-403'),
      services: services.url,
    })
    // Count every alert the page ever shows.
    await page.evaluate(() => {
      const w = window as unknown as { __alerts: string[] }
      w.__alerts = []
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLElement)
              for (const el of [node, ...node.querySelectorAll('*')])
                if (el.getAttribute('data-testid') === 'gw-alert')
                  w.__alerts.push(el.textContent ?? '')
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByTestId('gw-connect-button').click()
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText(
      "Origin is not on your project's allowlist. Update your configuration in the provider's dashboard.",
    )
    await page.keyboard.press('Escape')
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('gw-connect-button').click()
      await expect(view(page, 'Connect')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal(page)).toBeHidden()
    }
    await page.waitForTimeout(500)
    const alerts = await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toContain('Invalid App Configuration')
    expect(services.analyticsEvents()).toEqual([])
  } finally {
    await services.stop()
  }
})

test('analytics off in the service config: nothing is sent', async ({ page }) => {
  const services = await startOwnServices()
  try {
    services.setAnalyticsEnabled(false)
    await openDemoWith(page, {
      projectId: uniqueProjectId('analytics-off'),
      services: services.url,
    })
    await page.getByTestId('gw-connect-button').click()
    await expect(view(page, 'Connect')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.waitForTimeout(500)
    expect(services.requests('analytics')).toEqual([])
    expect(
      services.requests('walletList').filter((r) => r.path === '/getAnalyticsConfig'),
    ).toHaveLength(1)
  } finally {
    await services.stop()
  }
})
