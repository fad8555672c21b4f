import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Finanzas verdes y climáticas', 'finanzas_verdes_y_climaticas'],
    ['Finanzas sociales', 'finanzas_sociales'],
    ['Energías limpias y movilidad sostenible', 'energias_limpias_y_movilidad_sostenible'],
    [
      'Conservación de recursos, uso sostenible y cambio climático',
      'conservacion_de_recursos_uso_sostenible_y_cambio_climatico',
    ],
    [
      'Estudios de mercado y de factibilidad técnico-económica',
      'estudios_de_mercado_y_de_factibilidad_tecnico_economica',
    ],
    [
      'Medición, monitoreo y reporte de impactos y de riesgos A&S',
      'medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
    ],
    [
      'Desarrollo de conocimientos, herramientas y capacidades',
      'desarrollo_de_conocimientos_herramientas_y_capacidades',
    ],
  ])('turns the Spanish name %s into the legacy slug', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Green and climate finance', 'green_and_climate_finance'],
    ['Social finance', 'social_finance'],
    ['Clean energy and sustainable mobility', 'clean_energy_and_sustainable_mobility'],
    [
      'Resource conservation, sustainable use and climate change',
      'resource_conservation_sustainable_use_and_climate_change',
    ],
    [
      'Market and technical-economic feasibility studies',
      'market_and_technical_economic_feasibility_studies',
    ],
    [
      'Measurement, monitoring and reporting of environmental and social impacts and risks',
      'measurement_monitoring_and_reporting_of_environmental_and_social_impacts_and_risks',
    ],
    [
      'Development of knowledge, tools and capabilities',
      'development_of_knowledge_tools_and_capabilities',
    ],
  ])('turns the English name %s into its slug', (name, slug) => {
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

  it('is idempotent', () => {
    const once = slugify('Medición, monitoreo y reporte A&S');
    expect(slugify(once)).toBe(once);
  });
});
