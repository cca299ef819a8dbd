// The workflow picture of the workbench: the one-stop flow from product development to reports.
const STEPS = ['产品开发', '采购', '质检', '仓储', '物流', '订单', '财务', '报表'];

export function WorkflowPicture() {
  const width = 120;
  return (
    <svg className="workflow-picture" viewBox={`0 0 ${STEPS.length * width} 90`} role="img" aria-label="业务流程图">
      <title>业务流程图</title>
      {STEPS.map((step, i) => (
        <g key={step} transform={`translate(${i * width + 10}, 20)`}>
          <rect width={90} height={44} rx={8} fill="rgb(var(--arcoblue-1))" stroke="rgb(var(--arcoblue-6))" />
          <text x={45} y={27} textAnchor="middle" fontSize={14} fill="rgb(var(--arcoblue-8))">
            {step}
          </text>
          {i < STEPS.length - 1 && <path d="M94 22 h22 m-6 -5 l6 5 l-6 5" stroke="rgb(var(--arcoblue-6))" fill="none" strokeWidth={2} />}
        </g>
      ))}
    </svg>
  );
}
