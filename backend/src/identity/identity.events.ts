/**
 * Events the identity domain publishes. A guest who signs up or logs in becomes a member: every domain that
 * kept progress under the guest's key moves it to the member's key when it hears this.
 */
export const IDENTITY_EVENTS = { guestClaimed: 'identity.guest-claimed' } as const;

export interface GuestClaimedEvent {
  guestKey: string;
  userKey: string;
  userId: string;
}
