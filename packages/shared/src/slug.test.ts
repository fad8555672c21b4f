import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  // Each category's Spanish name (whose slug is the legacy id) and English name.
  it.each([
    ['es', 'Finanzas verdes y climáticas', 'finanzas_verdes_y_climaticas'],
    ['en', 'Green and climate finance', 'green_and_climate_finance'],
    ['es', 'Finanzas sociales', 'finanzas_sociales'],
    ['en', 'Social finance', 'social_finance'],
    ['es', 'Energías limpias y movilidad sostenible', 'energias_limpias_y_movilidad_sostenible'],
    ['en', 'Clean energy and sustainable mobility', 'clean_energy_and_sustainable_mobility'],
    [
      'es',
      'Conservación de recursos, uso sostenible y cambio climático',
      'conservacion_de_recursos_uso_sostenible_y_cambio_climatico',
    ],
    [
      'en',
      'Resource conservation, sustainable use and climate change',
      'resource_conservation_sustainable_use_and_climate_change',
    ],
    [
      'es',
      'Estudios de mercado y de factibilidad técnico-económica',
      'estudios_de_mercado_y_de_factibilidad_tecnico_economica',
    ],
    [
      'en',
      'Market and technical-economic feasibility studies',
      'market_and_technical_economic_feasibility_studies',
    ],
    [
      'es',
      'Medición, monitoreo y reporte de impactos y de riesgos A&S',
      'medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
    ],
    [
      'en',
      'Measurement, monitoring and reporting of environmental and social impacts and risks',
      'measurement_monitoring_and_reporting_of_environmental_and_social_impacts_and_risks',
    ],
    [
      'es',
      'Desarrollo de conocimientos, herramientas y capacidades',
      'desarrollo_de_conocimientos_herramientas_y_capacidades',
    ],
    [
      'en',
      'Development of knowledge, tools and capabilities',
      'development_of_knowledge_tools_and_capabilities',
    ],
  ])('turns the category name (%s) %s into its slug', (_language, name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['--Ñandú  &&  Ü--', 'nandu_u'],
    ['ÁÉÍÓÚ àèìòù ãõ ç', 'aeiou_aeiou_ao_c'],
    ['a\u0301b', 'ab'],
    ['Tab\tand\nnewline', 'tab_and_newline'],
    ['2030 Agenda / ODS-13', '2030_agenda_ods_13'],
    ['emoji 🌱 seed', 'emoji_seed'],
    ['ALREADY_slug', 'already_slug'],
    ['İstanbul ß', 'istanbul'],
  ])('handles tricky input %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each([
    ['Línea de crédito verde para pymes', 'linea-de-credito-verde-para-pymes'],
    ['--Ñandú  &&  Ü--', 'nandu-u'],
    ['ALREADY_slug', 'already-slug'],
  ])('joins the words of %j with hyphens for a page address', (input, expected) => {
    expect(slugify(input, '-')).toBe(expected);
  });

  it('is idempotent', () => {
    const once = slugify('Medición, monitoreo y reporte A&S');
    expect(slugify(once)).toBe(once);
  });
});
