// The carrier's tracking page for a parcel, for the carriers the shops ship with. The carrier is the warehouse's
// free text (integration API); an unknown carrier gets no link, only its tracking number is shown.
const trackingPages: Record<string, (trackingNumber: string) => string> = {
  dhl: (n) => `https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=${n}`,
  hermes: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${n}`,
  gls: (n) => `https://gls-group.com/track/${n}`,
  'österreichische post': (n) => `https://www.post.at/s/sendungsdetails?snr=${n}`,
  'post at': (n) => `https://www.post.at/s/sendungsdetails?snr=${n}`,
  'die post': (n) => `https://service.post.ch/ekp-web/ui/entry/shipping/1/${n}`,
  'post ch': (n) => `https://service.post.ch/ekp-web/ui/entry/shipping/1/${n}`,
  'swiss post': (n) => `https://service.post.ch/ekp-web/ui/entry/shipping/1/${n}`,
  postnl: (n) => `https://jouw.postnl.nl/track-and-trace/${n}`,
};

export function trackingLink(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = trackingPages[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
