#version 450
// OpTerminateInvocation and OpDemoteToHelperInvocation(EXT)/OpIsHelperInvocationEXT.
// @webgpu/glslang 0.0.15 lacks GL_EXT_terminate_invocation, so the binary
// terminate_demote.spv is generated with Debian's glslangValidator (see README.md).
#extension GL_EXT_terminate_invocation : require
#extension GL_EXT_demote_to_helper_invocation : require

layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main()
{
    if (uv.x < 0.25) terminateInvocation;
    if (uv.y < 0.25) demote;
    color = vec4(helperInvocationEXT() ? 1.0 : 0.0, uv, 1.0);
}
