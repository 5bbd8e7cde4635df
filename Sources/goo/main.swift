import GooTool
