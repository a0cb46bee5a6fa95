import { ToolChooser, type Tool } from './ToolChooser';

const tools: readonly Tool[] = [
  {
    id: 'digikua',
    name: 'tool.digikua.name',
    description: 'tool.digikua.text',
    path: '/dashboard/digikua/digiprime/cashflow-summary',
    tutorial: null,
  },
  {
    id: 'qsurvey',
    name: 'tool.qsurvey.name',
    description: 'tool.qsurvey.text',
    path: '/dashboard/qsurvey/digiprime/home',
    tutorial: null,
  },
];

/** /dashboard/digiprime/home: the digiprime tool chooser. */
export function DigiprimeHome() {
  return <ToolChooser tools={tools} area="digiprime" />;
}
