import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, defaultMailFrom, localOrigin } from './mail-and-origin';

describe('composition defaults', () => {
  it('sends as the SMTP login when it is an address, else as a local placeholder', () => {
    expect(defaultMailFrom(undefined)).toBe(DEFAULT_MAIL_FROM);
    expect(defaultMailFrom('smtps://office%40plots.example.in:secret@smtp.example.in:465')).toBe('Amaravati Plots <office@plots.example.in>');
    expect(defaultMailFrom('smtp://apikey:secret@smtp.example.in:587')).toBe(DEFAULT_MAIL_FROM);
  });

  it('links mails to this machine when no PUBLIC_ORIGIN is set', () => {
    expect(localOrigin({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(localOrigin({ host: '192.168.1.20', port: 8080 })).toBe('http://192.168.1.20:8080');
    expect(localOrigin({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});
