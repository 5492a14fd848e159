import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VISIT_DAYS } from '../../core/constants';
import { ENQUIRY_PLOTS_MAX } from '../../core/venture-constants';
import { addDays, siteDay } from '../../core/dates';
import { MESSAGES } from '../../core/messages';
import type { Plot } from '../../core/schemas/plot';
import type { Venture } from '../../core/schemas/venture';
import { aPlot, aVenture } from '../../testing/builders';
import { expectApiError, json, postJson } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const valid = { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.com' };

async function leadCount(): Promise<number> {
  return server.store.leads.count();
}

describe('POST /api/contact', () => {
  let before: number;
  beforeEach(async () => {
    before = await leadCount();
  });

  it('stores a lead with status new and a server timestamp, and answers 201 { id }', async () => {
    const sentAt = Date.now();
    const response = await postJson(`${server.url}/api/contact`, valid);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = await json<{ id: string }>(response);
    expect(typeof id).toBe('string');

    // Read back through the store, not the API.
    const lead = await server.store.leads.get(id);
    expect(lead).toMatchObject({ ...valid, status: 'new', source: 'contact' });
    const createdAt = Date.parse(lead!.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await leadCount()).toBe(before + 1);
  });

  it('ignores fields the client may not set (status, createdAt, source)', async () => {
    const response = await postJson(`${server.url}/api/contact`, {
      ...valid,
      status: 'resolved',
      createdAt: '2001-01-01T00:00:00.000Z',
      source: 'sell',
      id: 'chosen-by-client',
    });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(id).not.toBe('chosen-by-client');
    const lead = await server.store.leads.get(id);
    expect(lead).toMatchObject({ status: 'new', source: 'contact' });
    expect(lead!.createdAt.startsWith('2001')).toBe(false);
  });

  it.each([
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['  6000000000  ', '6000000000'],
  ])('normalises the phone %s to %s and lower-cases the email', async (phone, stored) => {
    const response = await postJson(`${server.url}/api/contact`, { ...valid, phone, email: ' Ravi.K@Example.COM ' });
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead?.phone).toBe(stored);
    expect(lead?.email).toBe('ravi.k@example.com');
    expect(lead?.name).toBe('Ravi Kumar');
  });

  it.each([
    ['name', undefined, MESSAGES.nameRequired],
    ['name', '', MESSAGES.nameRequired],
    ['name', '   ', MESSAGES.nameRequired],
    ['name', 42, MESSAGES.nameRequired],
    ['name', 'R', MESSAGES.nameTooShort],
    ['phone', undefined, MESSAGES.phoneRequired],
    ['phone', '', MESSAGES.phoneRequired],
    ['phone', '12345', MESSAGES.phoneInvalid],
    ['phone', '5876543210', MESSAGES.phoneInvalid],
    ['phone', '98765432101', MESSAGES.phoneInvalid],
    ['phone', 'call me', MESSAGES.phoneInvalid],
    ['email', undefined, MESSAGES.emailRequired],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'ravi@', MESSAGES.emailInvalid],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
  ])('answers 422 when %s is %j: "%s", and stores nothing', async (field, value, message) => {
    const body: Record<string, unknown> = { ...valid };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const response = await postJson(`${server.url}/api/contact`, body);
    const error = await expectApiError(response, 422, 'validation_failed');
    expect(error.message).toBe(MESSAGES.fixFormErrors);
    expect(error.fields).toEqual({ [field]: message });
    expect(await leadCount()).toBe(before);
  });

  it('reports every wrong field at once for an empty body', async () => {
    const response = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const error = await expectApiError(response, 422, 'validation_failed');
    expect(error.fields).toEqual({ name: MESSAGES.nameRequired, phone: MESSAGES.phoneRequired, email: MESSAGES.emailRequired });
    // By key too, for a page to say them in its language.
    expect(error.key).toBe('fixFormErrors');
    expect(error.fieldKeys).toEqual({ name: 'nameRequired', phone: 'phoneRequired', email: 'emailRequired' });
  });

  it('answers a filled honeypot exactly like a success but stores nothing', async () => {
    const real = await postJson(`${server.url}/api/contact`, valid);
    const realId = (await json<{ id: string }>(real)).id;
    const countAfterReal = await leadCount();

    const bot = await postJson(`${server.url}/api/contact`, { ...valid, website: 'https://spam.example' });
    expect(bot.status).toBe(201);
    expect(bot.headers.get('cache-control')).toBe('no-store');
    const { id } = await json<{ id: string }>(bot);
    expect(id).toMatch(new RegExp(`^[A-Za-z0-9_-]{${realId.length}}$`));
    expect(await server.store.leads.get(id)).toBeNull();

    // Even when the rest of the form is rubbish, a bot learns nothing from a 422.
    const sloppyBot = await postJson(`${server.url}/api/contact`, { name: 'x', website: 'buy now' });
    expect(sloppyBot.status).toBe(201);
    expect(await leadCount()).toBe(countAfterReal);
  });

  it('treats an empty honeypot as a person', async () => {
    const response = await postJson(`${server.url}/api/contact`, { ...valid, website: '' });
    expect(response.status).toBe(201);
    expect(await leadCount()).toBe(before + 1);
  });
});

describe('POST /api/sell-enquiries', () => {
  const enquiry = {
    ...valid,
    category: 'open-plots',
    location: 'Nelapadu',
    area: '200 sq yd',
    expectedPrice: '₹1 Cr',
    message: 'East facing, near the ring road.',
  };

  it('stores a sell lead with its details', async () => {
    const response = await postJson(`${server.url}/api/sell-enquiries`, enquiry);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = await json<{ id: string }>(response);
    const lead = await server.store.leads.get(id);
    expect(lead).toMatchObject({ name: valid.name, phone: valid.phone, email: valid.email, status: 'new', source: 'sell' });
    expect(lead?.details).toEqual({
      category: 'open-plots',
      location: 'Nelapadu',
      area: '200 sq yd',
      expectedPrice: '₹1 Cr',
      message: 'East facing, near the ring road.',
    });
  });

  it('leaves optional details out when blank', async () => {
    const response = await postJson(`${server.url}/api/sell-enquiries`, { ...valid, category: 'houses', location: 'Tadepalli', area: '', message: '  ' });
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead?.details).toEqual({ category: 'houses', location: 'Tadepalli' });
  });

  it('answers 422 with fields for a bad category or a missing location', async () => {
    const before = await leadCount();
    const response = await postJson(`${server.url}/api/sell-enquiries`, { ...enquiry, category: 'castles', location: '' });
    const error = await expectApiError(response, 422, 'validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['category', 'location']);
    expect(error.fields?.location).toBe('Location is required');
    expect(error.fieldKeys).toEqual({ category: 'chooseFromList', location: 'locationRequired' });
    expect(await leadCount()).toBe(before);
  });

  it('names a rule without a message of its own by a key with its values: a too-long area', async () => {
    const response = await postJson(`${server.url}/api/sell-enquiries`, { ...enquiry, area: 'x'.repeat(61) });
    const error = await expectApiError(response, 422, 'validation_failed');
    expect(error.fieldKeys).toEqual({ area: 'textTooLong?max=60' });
    expect(error.fields).toEqual({ area: 'Must be at most 60 characters' });
  });

  it('drops a filled honeypot silently', async () => {
    const before = await leadCount();
    const response = await postJson(`${server.url}/api/sell-enquiries`, { ...enquiry, website: 'x' });
    expect(response.status).toBe(201);
    expect(await server.store.leads.get((await json<{ id: string }>(response)).id)).toBeNull();
    expect(await leadCount()).toBe(before);
  });
});

describe('where a lead came from (origin)', () => {
  const origin = { page: '/te/contact?ref=card', landing: '/?utm_source=whatsapp&utm_campaign=diwali', referrer: 'https://l.wa.me/', utm: { source: 'whatsapp', campaign: 'diwali' } };

  it.each([
    ['/api/contact', valid],
    ['/api/sell-enquiries', { ...valid, category: 'houses', location: 'Tadepalli' }],
  ])('%s stores the page, first page, referrer and utm tags the browser sent', async (path, form) => {
    const response = await postJson(`${server.url}${path}`, { ...form, origin });
    expect(response.status).toBe(201);
    expect((await server.store.leads.get((await json<{ id: string }>(response)).id))?.origin).toEqual(origin);
  });

  it('keeps only the known parts; a lead without one has origin null', async () => {
    const sent = await postJson(`${server.url}/api/contact`, { ...valid, origin: { page: '/contact', utm: { source: ' ads ', mystery: 'x' }, extra: 1 } });
    expect((await server.store.leads.get((await json<{ id: string }>(sent)).id))?.origin).toEqual({ page: '/contact', utm: { source: 'ads' } });
    const bare = await postJson(`${server.url}/api/contact`, valid);
    expect((await server.store.leads.get((await json<{ id: string }>(bare)).id))?.origin).toBeNull();
  });

  it.each([
    ['an address on another site as the page', { page: 'https://evil.example/' }],
    ['a protocol-relative page', { page: '//evil.example/x' }],
    ['a javascript: referrer', { referrer: 'javascript:alert(1)' }],
    ['a utm tag of 101 characters', { utm: { campaign: 'x'.repeat(101) } }],
    ['not an object', 'from google'],
  ])('never refuses the lead over a bad origin (%s): stored without it', async (_what, bad) => {
    const before = await leadCount();
    const response = await postJson(`${server.url}/api/contact`, { ...valid, origin: bad });
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead).toMatchObject({ ...valid, origin: null });
    expect(await leadCount()).toBe(before + 1);
  });
});

describe('POST /api/plot-enquiries', () => {
  let plot: Plot;
  beforeAll(async () => {
    plot = await server.store.plots.create(aPlot({ title: '200 Sq Yd East-Facing Plot', status: 'sold' }));
  });
  const today = () => siteDay(new Date());
  const enquiry = () => ({ ...valid, plotId: plot.id, visitDate: addDays(today(), 3), visitSlot: 'morning' });

  it('stores a plot-enquiry lead with the plot, its title and the visit day and time of day, and counts it', async () => {
    const statsBefore = await server.store.stats.get();
    const response = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), visitSlot: 'afternoon', plotTitle: 'Forged title', source: 'contact' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead).toMatchObject({ ...valid, status: 'new', source: 'plot-enquiry' });
    expect(lead?.details).toEqual({ plotId: plot.id, plotTitle: '200 Sq Yd East-Facing Plot', visitDate: addDays(today(), 3), visitSlot: 'afternoon' });
    expect(await server.store.stats.get()).toMatchObject({ leads: statsBefore.leads + 1, newLeads: statsBefore.newLeads + 1 });
  });

  it('keeps "send me copies of the documents you checked" as documentCopies, and nothing of it when not asked', async () => {
    const asked = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), visitDate: '', visitSlot: '', copies: true });
    expect(asked.status).toBe(201);
    expect((await server.store.leads.get((await json<{ id: string }>(asked)).id))?.details).toEqual({ plotId: plot.id, plotTitle: '200 Sq Yd East-Facing Plot', documentCopies: true });
    const notAsked = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), copies: false });
    expect((await server.store.leads.get((await json<{ id: string }>(notAsked)).id))?.details).not.toHaveProperty('documentCopies');
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), copies: 'yes' }), 422, 'validation_failed');
    expect(error.fields).toEqual({ copies: MESSAGES.valueInvalid });
  });

  it('takes the visit as optional, and today and the 13 days after it (India time) as the bounds', async () => {
    for (const visitDate of [undefined, '', today(), addDays(today(), VISIT_DAYS - 1)]) {
      const response = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), visitDate, visitSlot: visitDate ? 'evening' : undefined });
      expect(response.status).toBe(201);
      const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
      expect(lead?.details?.visitDate).toBe(visitDate || undefined);
      expect(lead?.details?.visitSlot).toBe(visitDate ? 'evening' : undefined);
    }
  });

  it('takes a day without a time of day (a page loaded before it was asked), storing the day alone', async () => {
    const response = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), visitSlot: undefined });
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead?.details).toEqual({ plotId: plot.id, plotTitle: '200 Sq Yd East-Facing Plot', visitDate: addDays(today(), 3) });
    expect(lead?.details).not.toHaveProperty('visitSlot');
  });

  it.each([
    ['an unknown time of day', { visitSlot: 'midnight' }, { visitSlot: MESSAGES.visitSlotRequired }],
    ['a time of day without a day', { visitDate: '', visitSlot: 'morning' }, { visitDate: MESSAGES.visitDateForSlot }],
  ])('answers 422 for %s, storing nothing', async (_name, change, fields) => {
    const before = await leadCount();
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), ...change }), 422, 'validation_failed');
    expect(error.fields).toEqual(fields);
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['yesterday', () => addDays(siteDay(new Date()), -1), 'Pick today or a later day for the visit'],
    ['the 15th day (14 days after today)', () => addDays(siteDay(new Date()), VISIT_DAYS), 'Pick a day within the next 14 days for the visit'],
    ['15 days ahead', () => addDays(siteDay(new Date()), 15), 'Pick a day within the next 14 days for the visit'],
    ['90 days ahead (the old window)', () => addDays(siteDay(new Date()), 90), 'Pick a day within the next 14 days for the visit'],
    ['not a date', () => '31/12/2026', 'Pick a date for the visit'],
    ['an impossible day', () => '2026-02-30', 'Pick a date for the visit'],
  ])('answers 422 on visitDate for %s, storing nothing', async (_name, visitDate, message) => {
    const before = await leadCount();
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), visitDate: visitDate() }), 422, 'validation_failed');
    expect(error.fields).toEqual({ visitDate: message });
    expect(await leadCount()).toBe(before);
  });

  it.each(['AAAAAAAAAAAAAAAA', '../etc/passwd', '__x__', 'a b'])('answers 422 on plotId for a plot that does not exist (%s)', async (plotId) => {
    const before = await leadCount();
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), plotId }), 422, 'validation_failed');
    expect(error.fields?.plotId).toBe('This plot is not listed any more. Please pick another one.');
    expect(await leadCount()).toBe(before);
  });

  it('reports an unknown plot and a bad day together', async () => {
    const error = await expectApiError(
      await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), plotId: 'AAAAAAAAAAAAAAAA', visitDate: addDays(today(), -5) }),
      422,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['plotId', 'visitDate']);
  });

  it.each([
    ['missing fields', {}, ['email', 'name', 'phone', 'plotId']],
    ['wrong types', { name: ['R'], phone: 9876543210, email: { at: 'x' }, plotId: 7, visitDate: 20261201, visitSlot: 3 }, ['email', 'name', 'phone', 'plotId', 'visitDate', 'visitSlot']],
    ['huge strings', { ...valid, name: 'R'.repeat(50_000), plotId: 'p'.repeat(5_000), visitDate: '2'.repeat(5_000) }, ['name', 'plotId', 'visitDate']],
  ])('answers 422 with field messages for %s, storing nothing', async (_name, body, fields) => {
    const before = await leadCount();
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, body), 422, 'validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect(await leadCount()).toBe(before);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const body of ['[1,2]', '"text"', '{"name":']) {
      const response = await fetch(`${server.url}/api/plot-enquiries`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await expectApiError(response, 400, 'bad_request');
    }
  });

  it('drops a filled honeypot silently, even for a plot that does not exist', async () => {
    const before = await leadCount();
    const response = await postJson(`${server.url}/api/plot-enquiries`, { ...enquiry(), plotId: 'AAAAAAAAAAAAAAAA', website: 'x' });
    expect(response.status).toBe(201);
    expect(await server.store.leads.get((await json<{ id: string }>(response)).id)).toBeNull();
    expect(await leadCount()).toBe(before);
  });
});

describe("POST /api/plot-enquiries from a venture's page", () => {
  let venture: Venture;
  let plots: Plot[];
  let stranger: Plot;
  beforeAll(async () => {
    venture = await server.store.ventures.create(aVenture({ name: 'Green Meadows' }));
    plots = [];
    for (const plotNumber of ['27', 'A-14', '3']) plots.push(await server.store.plots.create(aPlot({ title: `Plot ${plotNumber}`, ventureId: venture.id, plotNumber })));
    stranger = await server.store.plots.create(aPlot({ title: 'A plot of no venture' }));
  });
  const fromVenture = (change: Record<string, unknown> = {}) => ({ ...valid, plotId: plots[0]!.id, ventureId: venture.id, plotIds: [plots[0]!.id, plots[1]!.id], ...change });

  async function refused(body: Record<string, unknown>): Promise<Record<string, string> | undefined> {
    const before = await leadCount();
    const error = await expectApiError(await postJson(`${server.url}/api/plot-enquiries`, body), 422, 'validation_failed');
    expect(await leadCount()).toBe(before);
    return error.fields;
  }

  it('keeps the venture, its name and every plot picked with its number, and each plot counts the enquiry', async () => {
    const countsBefore = await server.store.leads.enquiryCounts(plots.map((plot) => plot.id));
    const response = await postJson(`${server.url}/api/plot-enquiries`, fromVenture({ plotIds: [plots[0]!.id, plots[1]!.id, plots[0]!.id], ventureName: 'Forged name', plotNumbers: ['999'] }));
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead).toMatchObject({ ...valid, source: 'plot-enquiry' });
    expect(lead?.details).toEqual({
      plotId: plots[0]!.id,
      plotTitle: 'Plot 27',
      ventureId: venture.id,
      ventureName: 'Green Meadows',
      plotIds: [plots[0]!.id, plots[1]!.id],
      plotNumbers: ['27', 'A-14'],
    });
    const countsAfter = await server.store.leads.enquiryCounts(plots.map((plot) => plot.id));
    expect(countsAfter[plots[1]!.id]).toBe((countsBefore[plots[1]!.id] ?? 0) + 1);
    expect(countsAfter[plots[2]!.id] ?? 0).toBe(countsBefore[plots[2]!.id] ?? 0);
  });

  it('names the one plot of `plotId` when no plots are listed, with a visit as on a plot page', async () => {
    const visitDate = addDays(siteDay(new Date()), 2);
    const response = await postJson(`${server.url}/api/plot-enquiries`, fromVenture({ plotId: plots[2]!.id, plotIds: undefined, visitDate, visitSlot: 'evening' }));
    expect(response.status).toBe(201);
    const lead = await server.store.leads.get((await json<{ id: string }>(response)).id);
    expect(lead?.details).toMatchObject({ plotId: plots[2]!.id, visitDate, visitSlot: 'evening', ventureName: 'Green Meadows', plotIds: [plots[2]!.id], plotNumbers: ['3'] });
  });

  it('answers 422 on ventureId for a venture that does not exist, storing nothing', async () => {
    for (const ventureId of ['AAAAAAAAAAAAAAAA', '../x']) expect(await refused(fromVenture({ ventureId }))).toEqual({ ventureId: MESSAGES.ventureNotFound });
  });

  it('answers 422 on plotIds for a plot of another venture or none, and on plotId when it is the one outside', async () => {
    const other = await server.store.ventures.create(aVenture({ name: 'Riverside' }));
    const theirs = await server.store.plots.create(aPlot({ title: 'Their plot', ventureId: other.id, plotNumber: '27' }));
    expect(await refused(fromVenture({ plotIds: [plots[0]!.id, theirs.id] }))).toEqual({ plotIds: MESSAGES.enquiryPlotsInvalid });
    expect(await refused(fromVenture({ plotIds: [plots[0]!.id, 'AAAAAAAAAAAAAAAA'] }))).toEqual({ plotIds: MESSAGES.enquiryPlotsInvalid });
    expect(await refused(fromVenture({ plotId: stranger.id, plotIds: [] }))).toEqual({ plotId: MESSAGES.plotNotInVenture });
    // A plot that does not exist at all is said so, as on a plot page.
    expect(await refused(fromVenture({ plotId: 'AAAAAAAAAAAAAAAA', plotIds: [] }))).toEqual({ plotId: MESSAGES.plotNotListed });
  });

  it('answers 422 on plotIds for plots without their venture, more than ENQUIRY_PLOTS_MAX plots, or not a list of ids', async () => {
    expect(await refused(fromVenture({ ventureId: undefined }))).toEqual({ plotIds: MESSAGES.enquiryPlotsInvalid });
    const many = Array.from({ length: ENQUIRY_PLOTS_MAX }, (_, index) => `plot${index}`);
    expect(await refused(fromVenture({ plotIds: many }))).toEqual({ plotIds: MESSAGES.tooManyItems({ max: ENQUIRY_PLOTS_MAX }) });
    expect(Object.keys((await refused(fromVenture({ plotIds: plots[0]!.id }))) ?? {})).toEqual(['plotIds']);
    expect(await refused(fromVenture({ plotIds: [plots[0]!.id, ''] }))).toEqual({ 'plotIds.1': MESSAGES.enquiryPlotsInvalid });
  });
});
