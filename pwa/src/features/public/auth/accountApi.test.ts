import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptInvitation, findInvitation, resendOtp, verifyOtp } from './accountApi';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the account calls', () => {
  it('put the e-mail in the OTP paths, encoded, and return the message', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { message: 'If this account needs verifying, we have sent a new code' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await resendOtp(' amina+1@example.com ')).toBe('If this account needs verifying, we have sent a new code');
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/otp/3/amina%2B1%40example.com');
    await verifyOtp('amina@example.com', ' 123456 ');
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/otp/3/verify/amina%40example.com');
    expect(init.body).toBe('{"code":"123456"}');
  });

  it('follow only a same-site path from the invitation answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(201, { status: true, message: 'Account created', path: '/verify-otp' })));
    const form = { email: 'a@b.co', name: 'A B', gender: 'Male', country: '+254', phoneNo: '0712345678', password: 'x', confirmPassword: 'x' };
    expect(await acceptInvitation(form)).toEqual({ message: 'Account created', path: '/verify-otp' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { status: true, path: '//evil.example/x' })));
    expect(await findInvitation('a@b.co')).toEqual({ message: null, path: null });
  });

  it("give the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(404, { status: false, error: 'We could not find an invitation for this email, contact your business coach' }),
      ),
    );
    await expect(findInvitation('a@b.co')).rejects.toMatchObject({
      message: 'We could not find an invitation for this email, contact your business coach',
      status: 404,
    });
  });
});
