import type { CategoryId } from '@verdalia/shared';

/**
 * The seven service areas are the projects' seven categories, named as the categories are
 * everywhere (content/pages/<lng>/common.json, through the shared taxonomy), in the order the
 * home page shows them; each card's text is home.json's `services.texts.<category id>`, its
 * image and tone the category's.
 */
export const serviceOrder: readonly CategoryId[] = [
  'finanzas_verdes_y_climaticas',
  'finanzas_sociales',
  'energias_limpias_y_movilidad_sostenible',
  'estudios_de_mercado_y_de_factibilidad_tecnico_economica',
  'conservacion_de_recursos_uso_sostenible_y_cambio_climatico',
  'medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
  'desarrollo_de_conocimientos_herramientas_y_capacidades',
];
