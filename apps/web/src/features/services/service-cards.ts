/**
 * Presentation of the seven service areas, in the order of home.json's services.items:
 * the card image and tone (the same blue/green as the matching project category).
 */
export const serviceCards = [
  { image: 'green-finance', tone: 'green' },
  { image: 'social-finance', tone: 'blue' },
  { image: 'clean-energy', tone: 'green' },
  { image: 'feasibility', tone: 'green' },
  { image: 'conservation', tone: 'blue' },
  { image: 'impact-measurement', tone: 'green' },
  { image: 'capacity-building', tone: 'blue' },
] as const;
