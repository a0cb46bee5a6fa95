/**
 * The portal's rules, from the Rust core compiled to WebAssembly. Loaded once; every rule the PWA uses
 * (validation messages, role landing and route access, ids and dates) comes
 * from here and is never re-implemented in TypeScript.
 *
 * The rules of the account and staff forms are in `core-accounts.ts`, the decimal maths (calculator,
 * amounts as text) in `core-money.ts`: WASM packages of their own, so that their code loads with the
 * screens that use them instead of with /signin.
 */
import init, * as wasm from '../wasm-pkg/shell/portal_core.js';
import wasmUrl from '../wasm-pkg/shell/portal_core_bg.wasm?url';

let loading: Promise<void> | null = null;
let ready = false;

/** Starts loading the core (once) and resolves when it can be used. */
export function loadCore(): Promise<void> {
  loading ??= init({ module_or_path: wasmUrl }).then(
    () => {
      ready = true;
    },
    (error: unknown) => {
      loading = null; // allow a retry
      throw error;
    },
  );
  return loading;
}

export function isCoreReady(): boolean {
  return ready;
}

/** For tests in node: instantiate from the .wasm bytes. */
export function loadCoreSync(bytes: BufferSource): void {
  wasm.initSync({ module: bytes });
  ready = true;
}

export type Message = string | null;

export function message(value: string | undefined | null): Message {
  return value ?? null;
}

// ---- form checks ----------------------------------------------------------------------------

export const checkRequired = (value: string): Message => message(wasm.checkRequired(value));
export const checkEmail = (value: string): Message => message(wasm.checkEmail(value));
export const checkPhone = (value: string): Message => message(wasm.checkPhone(value));
export const checkPassword = (value: string): Message => message(wasm.checkPassword(value));
export const checkConfirmPassword = (password: string, confirmation: string): Message =>
  message(wasm.checkConfirmPassword(password, confirmation));
/** The first problem with the sign-in form, or null. */
export const signinError = (email: string, password: string): Message => message(wasm.signinError(email, password));

// ---- money ----------------------------------------------------------------------------------

/** Digits only, grouped in thousands: what an amount box shows as the user types. */
export const formatTypedAmount = (typed: string): string => wasm.formatTypedAmount(typed);

// ---- loans ----------------------------------------------------------------------------------

/** Whether a loan in `status` takes payments (the client is offered to pay it). */
export const takesPayments = (status: string): boolean => wasm.takesPayments(status);

// ---- ids and times --------------------------------------------------------------------------

export function newId(now = Date.now()): string {
  const random = new Uint8Array(8);
  crypto.getRandomValues(random);
  return wasm.newId(Math.floor(now / 1000), random);
}
export const isValidId = (text: string): boolean => wasm.isValidId(text);
/** The first `length` characters of an id, as lists show it (spec: 5 for loans, 6 for clients). */
export const shortId = (id: string, length: number): string => wasm.shortId(id, length);
/** dd/MM/yyyy in Nairobi. */
export const formatDate = (epochSeconds: number): string => wasm.formatDate(epochSeconds);

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
}

/** The calendar date in Nairobi; null if the time is out of range. */
export function nairobiDateParts(epochSeconds: number): DateParts | null {
  const [year, month, day, weekday] = Array.from(wasm.nairobiDateParts(epochSeconds));
  if (year === undefined || month === undefined || day === undefined || weekday === undefined) return null;
  return { year, month, day, weekday };
}

// ---- roles ----------------------------------------------------------------------------------

/** Where a role lands after signing in; null for an unknown role. */
export const landingPath = (role: string): string | null => message(wasm.landingPath(role));
/** Whether someone with `role` (empty when signed out) may open `path`. */
export const mayOpen = (role: string, path: string): boolean => wasm.mayOpen(role, path);
export const isStaffRole = (role: string): boolean => wasm.isStaffRole(role);
/** Every role but the client sees the header search box, its name and its role. */
export const seesHeaderIdentity = (role: string): boolean => wasm.seesHeaderIdentity(role);
/** True when a sign-in refusal means the account must first be verified by OTP. */
export const needsVerification = (message: string): boolean => wasm.needsVerification(message);
/** The role's label as English text ("sales agent"); null for an unknown role. */
export const roleLabel = (role: string): string | null => message(wasm.roleLabel(role));


// ---- the offline engine ---------------------------------------------------------------------

/** The most changes one sync push may carry. */
export const maxPushMutations = (): number => wasm.maxPushMutations();
/**
 * Why a record may not be saved over one with its id already on this phone, under its kind's conflict
 * rule (`serverOrder`, `appendOnly`); null when it may.
 */
export const putRefusal = (conflict: string, exists: boolean): Message => message(wasm.putRefusal(conflict, exists));
