import type { CourseNotes } from "./types.ts";
import pythonFoundations from "./python-statistics/python-foundations.ts";
import pythonPandas from "./python-statistics/python-pandas.ts";
import statisticsForAnalysts from "./python-statistics/statistics-for-analysts.ts";
import pythonDataVisualization from "./python-statistics/python-data-visualization.ts";
import abTesting from "./python-statistics/ab-testing.ts";
import regressionAnalysis from "./python-statistics/regression-analysis.ts";
import machineLearningFoundations from "./python-statistics/machine-learning-foundations.ts";
import predictiveModelingClassification from "./python-statistics/predictive-modeling-classification.ts";

/** Course id → its notes. */
export const notes: Record<string, CourseNotes> = {
  "crs_python-foundations": pythonFoundations,
  "crs_python-pandas": pythonPandas,
  "crs_statistics-for-analysts": statisticsForAnalysts,
  "crs_python-data-visualization": pythonDataVisualization,
  "crs_ab-testing": abTesting,
  "crs_regression-analysis": regressionAnalysis,
  "crs_machine-learning-foundations": machineLearningFoundations,
  "crs_predictive-modeling-classification": predictiveModelingClassification,
};
