import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../core/schemas/lead';
import { LEAD_CSV_COLUMNS, leadsCsv, neutralised } from './leads-csv';

function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead1',
    createdAt: '2026-11-24T20:05:00.000Z',
    updatedAt: null,
    name: 'Ravi Kumar',
    phone: '9876543210',
    email: 'ravi@example.com',
    status: 'in_progress',
    source: 'sell',
    details: { category: 'residential', location: 'Thullur', area: '200 sq yd', expectedPrice: '45 L', message: 'Line one\nline two, with a comma' },
    origin: null,
    followUpDate: null,
    assignedTo: null,
    firstResponseAt: null,
    ...overrides,
  };
}

describe('leadsCsv', () => {
  it('starts with a BOM and a header, one CRLF-ended row per lead, sell details in their columns, India time', () => {
    const csv = leadsCsv([aLead()], 'https://plots.example');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${LEAD_CSV_COLUMNS.join(',')}`);
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toEqual({
      // 20:05 UTC is 01:35 the next day in India.
      'Received (India time)': '2026-11-25 01:35',
      Name: 'Ravi Kumar',
      Phone: '9876543210',
      Email: 'ravi@example.com',
      Status: 'In Progress',
      Source: 'Sell enquiry',
      Plot: '',
      'Plot page': '',
      Venture: '',
      'Plot numbers': '',
      Documents: '',
      'Visit date': '',
      'Visit time': '',
      Category: 'Residential',
      Location: 'Thullur',
      Area: '200 sq yd',
      'Expected price': '45 L',
      Message: 'Line one\nline two, with a comma',
      'Sent from': '',
      'First page of the visit': '',
      Referrer: '',
      'UTM source': '',
      'UTM medium': '',
      'UTM campaign': '',
      'UTM term': '',
      'UTM content': '',
    });
  });

  it('says where the lead came from: its pages as full addresses, the referrer and each utm tag', () => {
    const origin = { page: '/te/contact', landing: '/?utm_source=whatsapp', referrer: 'https://www.google.com/', utm: { source: 'whatsapp', campaign: '=diwali' } };
    const [row] = parse(leadsCsv([aLead({ origin })], 'https://plots.example'), { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      'Sent from': 'https://plots.example/te/contact',
      'First page of the visit': 'https://plots.example/?utm_source=whatsapp',
      Referrer: 'https://www.google.com/',
      'UTM source': 'whatsapp',
      'UTM medium': '',
      // A tag is the visitor's to choose: one that looks like a formula is made text too.
      'UTM campaign': "'=diwali",
    });
  });

  it('shows an unknown status as New and links a plot enquiry to the plot page', () => {
    const csv = leadsCsv([aLead({ status: 'archived', source: 'plot-enquiry', details: { plotId: 'abc', plotTitle: 'East-Facing Plot' } })], 'https://plots.example');
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ Status: 'New', Source: 'Plot enquiry', Plot: 'East-Facing Plot', 'Plot page': 'https://plots.example/plots/abc-east-facing-plot' });
  });

  it("names a venture enquiry's venture and the plot numbers picked", () => {
    const details = { plotId: 'abc', plotTitle: 'Plot 27', ventureId: 'v1', ventureName: 'Green Meadows', plotIds: ['abc', 'def'], plotNumbers: ['27', '28'] };
    const [row] = parse(leadsCsv([aLead({ source: 'plot-enquiry', details })], 'https://plots.example'), { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ Plot: 'Plot 27', Venture: 'Green Meadows', 'Plot numbers': '27, 28' });
  });

  it('says when a plot enquiry asked for copies of the documents we checked', () => {
    const [row] = parse(leadsCsv([aLead({ source: 'plot-enquiry', details: { plotId: 'abc', plotTitle: 'Plot 27', documentCopies: true } })], 'https://plots.example'), { bom: true, columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ Plot: 'Plot 27', Documents: 'Asked for copies of the documents' });
  });

  it('gives a visit its day (YYYY-MM-DD, as the visitor picked it) and its time of day in the next column', () => {
    const visits = [
      aLead({ source: 'plot-enquiry', details: { plotId: 'abc', plotTitle: 'Corner plot', visitDate: '2026-12-05', visitSlot: 'evening' } }),
      aLead({ source: 'plot-enquiry', details: { plotId: 'abc', plotTitle: 'Corner plot', visitDate: '2026-12-06' } }),
      aLead({ source: 'plot-enquiry', details: { plotId: 'abc', plotTitle: 'Corner plot' } }),
    ];
    const rows = parse(leadsCsv(visits, 'https://plots.example'), { bom: true, columns: true }) as Record<string, string>[];
    expect(LEAD_CSV_COLUMNS.indexOf('Visit time')).toBe(LEAD_CSV_COLUMNS.indexOf('Visit date') + 1);
    expect(rows.map((row) => [row['Visit date'], row['Visit time']])).toEqual([
      ['2026-12-05', 'Evening (4 – 7 pm)'],
      ['2026-12-06', ''],
      ['', ''],
    ]);
  });

  it('neutralises every cell a spreadsheet would run as a formula, and nothing else', () => {
    for (const cell of ['=1+1', '+91 98765', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralised(cell)).toBe(`'${cell}`);
    for (const cell of ['Ravi', '9876543210', '', 'a=b', 'ఈమెయిల్']) expect(neutralised(cell)).toBe(cell);
    const csv = leadsCsv([aLead({ name: '=cmd|"/c calc"!A1', details: { message: '@evil' } })], 'https://plots.example');
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(row!.Name).toBe(`'=cmd|"/c calc"!A1`);
    expect(row!.Message).toBe("'@evil");
  });
});
