import Bowser from 'bowser';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
type DeviceType = (typeof DEVICE_TYPES)[number];

/** The kind of device a user agent names; only this is kept, never the user agent. */
export function deviceType(userAgent: string): DeviceType {
  const type = userAgent ? Bowser.parse(userAgent).platform.type : undefined;
  return (DEVICE_TYPES as readonly string[]).includes(type ?? '') ? (type as DeviceType) : 'other';
}
